/**
 * Korean cue rules. Korean instructors give instructions with a verb ending: -세요/-주세요/-십시오, the
 * declarative -ㅂ니다/-습니다 used as a directive ("숨을 내쉽니다"), -아요/-어요, -ㄹ게요, -ㄹ 거예요, the
 * connective -고/-면서/-며 of a run-on, or a short verbless cue ("어깨는 아래로"). An utterance is a cue when one of its
 * clauses ends like that with an action (a movement, breath or body verb, or a body part with a direction) and it is
 * not a greeting, praise, a question, a story in the past tense or an announcement of the plan.
 */
import type { CueRule, EvidenceSpan } from './types.ts';

const KO_NUM = '(?:\\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|열다섯|스무|서른|하나|둘|셋|넷)';
/** Start of an eojeol (Hangul has no \b): not preceded by a syllable. */
const AT = '(?<![가-힣])';

export const BODY_KO =
  '(?:고개|머리|정수리|이마|미간|뺨|귀|목|턱|얼굴|눈|시선|어깨|날개뼈|견갑골|팔꿈치|팔|손목|손바닥|손등|손가락|손끝|손|가슴|흉곽|갈비뼈|명치|배꼽|아랫배|배|복부|코어|허리|등|척추|꼬리뼈|천골|골반|엉덩이|고관절|골반저|허벅지|다리|무릎뼈|무릎|정강이|종아리|발목|뒤꿈치|발뒤꿈치|발바닥|발볼|앞꿈치|발가락|발끝|발|몸통|상체|하체|온몸|몸|체중|무게|무게중심|옆구리|겨드랑이|쇄골|등뼈|좌골|양손|양발|양팔|양다리|두 손|두 발|두 팔|두 다리)';

/** Verb stems of moving, placing, shaping and breathing, in the shapes the polite endings give them. */
export const ACTION_STEM =
  '(?:자리\\s*(?:를\\s*)?잡|녹이|녹여|녹입|빼|뺍|착지|바운스|스윙|킥|팝|슬라이드|얹|합장|나오|나와|나옵|올리|올려|올립|내리|내려|내립|펴|폅|펼|늘리|늘려|늘립|당기|당겨|당깁|누르|눌러|누릅|밀어|밀|밉|모으|모아|모읍|벌리|벌려|벌립|굽히|굽혀|굽힙|구부|접|뻗|비틀|비트|돌리|돌려|돌립|돌아오|돌아와|돌아옵|넘어가|넘어갑|넘어갈|들어가|들어갑|들어갈|들어와|내려오|내려와|내려옵|내려갈|내려가|내려갑|올라오|올라와|올라옵|올라갈|올라가|가져가|가져와|가져옵|가져갑|보내|보냅|보낼|옮기|옮겨|옮깁|바꾸|바꿔|바꿉|바꿀|세우|세워|세웁|조이|조여|조입|들이마시|들이마셔|들이마십|들이쉬|들이쉽|마시|마셔|마십|내쉬|내셔|내쉽|내뱉|뱉|숨 쉬|숨쉬|유지|머무르|머물|머뭅|머무|버티|버텨|버팁|멈추|멈춰|멈춥|풀어|풀|풉|이완|힘을 주|힘을 빼|숙이|숙여|숙입|젖히|젖혀|젖힙|들어올리|들어 올리|기울이|기울여|기울입|앉|일어나|일어서|일어섭|눕|누워|누우|엎드리|엎드려|엎드립|짚|딛|디뎌|디딥|걷|걸어|뛰|뛰어|점프|스텝|굴리|굴려|굴립|감아|감으|감습|떠|뜨|바라보|바라봐|바라봅|봅|보세요|내려놓|놓|두|둡|대|향하|향해|향합|반복|흔들|털어|열어|여세요|엽니다|닫|좁히|좁혀|넓히|넓혀|끌어당기|끌어당겨|끌어올리|끌어올려|끌어내리|끌어내려|밀어내|느끼|느껴|느낍|의식|집중|채우|채워|비우|비워|쉬|쉬어|쉽|서|섭|붙이|붙여|붙입|떼|뗍|정렬|고정|회전|꿇|걸|이동|전환|교차|감싸|안아|잡|잡아|차|찹|턴|돌|돕|찍|맞추|맞춰|맞춥|맡기|맡겨|맡깁|말아|말|받치|받쳐|받칩|휘두르|휘둘러|튕기|튕겨|튕깁|줄이|줄여|줄입|만나|만날|갈게요|갑니다|가세요|하세요|합니다|할게요|해요|해 주|해주|해 볼게요|해볼게요|해 봅니다|해 보세요|뜨지)';

/** Endings that close an instruction (and the connectives of a run-on). */
const INSTRUCTION_END =
  /(?:세요|셔요|십시오|주세요|줍니다|주시고|주면서|봅니다|볼게요|봐요|봅시다|볼까요|합시다|시다|게요|니다|요|고|며|면서|서|도록|채로|게|자|지요)[.!?…~,\s]*$/u;
/** -세요 / -십시오: an imperative whatever the verb (greetings and praise are excluded first). */
const IMPERATIVE_END = /(?:세요|셔요|십시오|주세요)[.!…~,\s]*$/u;
const PAST =
  /(?:았|었|였|했|셨|웠|쳤|켰|렸|났|왔|갔|봤|줬|졌|겼|됐|했었|었었)(?:어요|습니다|다|죠|네요|는데요?|지요|고요|거든요)[.!?…~\s]*$/u;
const QUESTION = /(?:\?|까요|나요|니까|가요\?|죠\?|어요\?|아요\?|세요\?)[.!…~\s]*$/u;
const PROPOSITIVE_Q = /(?:볼까요|갈까요|할까요|올까요|해 볼까요|가 볼까요)\??[.!…~\s]*$/u;
const STATE_END =
  /(?:입니다|이에요|예요|이죠|거든요|잖아요|인데요|이고요|좋아요|좋습니다|좋죠|많습니다|많아요|있습니다|있어요|없습니다|없어요|중요합니다|중요해요|어렵습니다|어려워요|힘듭니다|힘들어요|괜찮습니다|괜찮아요|같습니다|같아요|것 같아요|감사합니다|반갑습니다|고맙습니다|됩니다|되죠|돼요|된답니다|답니다|래요|대요|했습니다|합니다만)[.!?…~\s]*$/u;
/** "-하시면 됩니다", "-셔도 됩니다 / 괜찮아요": what to do, or a permitted option. */
const CAN_DO =
  /(?:면|시면|하시면|도|셔도|어도|아도|해도)\s*(?:됩니다|돼요|되세요|괜찮아요|괜찮습니다|좋아요|좋습니다)[.!?…~\s]*$/u;
const WILL = /([가-힣]+)\s+(?:거예요|겁니다|것입니다)[.!?…~\s]*$/u;
const NOT_CUE_START =
  /^(?:안녕하세요|반갑습니다|감사합니다|고맙습니다|수고하셨습니다|수고하셨어요|수고하세요|어서 오세요|환영합니다|잘\s*하(?:고 계|셨|고 있)|좋아요|좋습니다|훌륭|멋져|멋있|예뻐|잘했|최고|박수 ?(?:쳐|한 번)|할 수 있어요|힘내)/u;
const PLAN_START =
  /^(?:오늘은|오늘|이번 시간에는|이번 시간|이번 수업은|이번 주|다음 주|다음 시간|저는|제가|예전에|옛날에|처음 요가|처음 필라테스)/u;
const DIRECTION_FIRST = /^(?:앞으로|뒤로|옆으로|위로|아래로|오른쪽으로|왼쪽으로|안쪽으로|바깥쪽으로|사선으로)\s+\S/u;
const COUNT_IN = /^(?:파이브|오),?\s*(?:식스|육),?\s*(?:세븐|칠),?\s*(?:에잇|팔)\s*,?\s*\S/u;
const VERBLESS = new RegExp(
  `^(?:[가-힣]+\\s+)?${BODY_KO}[은는도이가]?\\s+(?:[가-힣]+\\s+){0,2}(?:앞으로|뒤로|위로|아래로|옆으로|안쪽으로|바깥쪽으로|정면|바닥|천장|아래|위|길게|멀리|가까이|나란히|부드럽게|편안하게|단단하게|곧게|평행|중립|수평|평평하게|무겁게|가볍게|모아서|들고|합장|[가-힣]+\\s*위에|[가-힣]+\\s*아래에|[가-힣]+\\s*쪽으로)[.!…~\\s]*$`,
  'u',
);
const ACTION = new RegExp(ACTION_STEM, 'u');
const PROP_KO = '(?:블록|담요|볼스터|쿠션|스트랩|수건|밴드|베개)';
/** Verbless: a body part and where it goes ("시선은 코끝에", "손은 페달 위에"), a prop at the body ("머리 밑에 담요 하나"). */
const VERBLESS_PLACE = new RegExp(
  `^(?:[가-힣]+\\s+)?${BODY_KO}(?:은|는|도)\\s+(?:[가-힣]+\\s+)?[가-힣]+에[.!…~\\s]*$|${BODY_KO}\\s*(?:밑|아래|사이|뒤|위|옆)에\\s+${PROP_KO}`,
  'u',
);
/** Springs by colour and apparatus set-up: "빨간 스프링 두 개에 노란 거 하나", "풋바를 내려 주세요". */
const SPRING_COLOUR_KO = /(?:빨간|파란|노란|초록|녹색|하얀|검은|검정)\s*(?:색\s*)?(?:스프링|거|것)/u;
const APPARATUS_KO =
  /(?:풋바|헤드레스트|스프링|기어\s*바|숄더\s*레스트|박스)(?:을|를|는|은)?\s+(?:[가-힣]+\s+)?(?:내려|내리|올려|올리|바꿔|바꾸|낮춰|낮추|높여|높이|빼|끼워)/u;
/** A short clause that opens with a body part and ends without a verb ending: "무릎 더 높이", "가슴 팝", "코어에 힘 꽉". */
const SHORT_BODY_CUE = new RegExp(
  `^${BODY_KO}(?:은|는|도|에|을|를)?\\s+(?:[가-힣]+\\s+)?[가-힣]+(?<!(?:다|요|죠|까|네|군|데))[.!…~\\s]*$`,
  'u',
);

const KO_COUNT = '(?:\\d+|하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|열|원|투|쓰리|포|파이브|식스|세븐|에잇)';
const KO_COUNT_SEQUENCE = `${KO_COUNT}(?:\\s*,?\\s+(?:앤\\s+)?${KO_COUNT}){2,}`;
/** Counting, countdowns and time calls on their own: "다섯, 넷, 셋, 둘, 하나, 시작!", "두 번 더.", "마지막 10초!". */
const TIMING_CALL = new RegExp(
  `^(?:${KO_COUNT_SEQUENCE}|${KO_NUM}\\s*(?:번|회|개|초|분|호흡|카운트|라운드|세트)\\s*(?:더|남았|씩|동안|$|[.!,])|\\d+\\s*회\\s*\\d+\\s*세트|양쪽\\s*${KO_NUM}\\s*카운트|마지막\\s*(?:하나|한\\s*번|라운드|세트|호흡|${KO_NUM}\\s*(?:초|번|회|개))|절반|(?:반|절반)\\s*(?:지났|왔|넘었)|두\\s*배\\s*(?:빠르게|느리게)|(?:더블|하프)\\s*타임|[가-힣]+(?:으로|로)\\s+${KO_NUM}\\s*(?:번|회|초|카운트)|[가-힣]+\\s+때\\s*${KO_NUM}\\s*(?:초|카운트|박자)|${KO_COUNT}에\\s+\\S)`,
  'u',
);
/** A pose or exercise named on its own is the instruction to go there ("다운독.", "차투랑가, 업독, 다운독."). */
const POSE_NAME_KO =
  '(?:세\\s*발\\s*다운독|다운독|업독|차투랑가|사이드\\s*플랭크|플랭크|아기\\s*자세|사바사나|하이니|버피|스쿼트\\s*점프|스쿼트|런지|점핑\\s*잭|마운틴\\s*클라이머|푸시업|크런치|헌드레드|롤업|티저|[1-5]번\\s*포지션|하프\\s*리프트|베이비\\s*코브라|코브라|태양\\s*경배\\s*[AB]?|클램(?:\\s*시리즈)?|롤링\\s*라이크\\s*어\\s*볼|플랭크\\s*잭|점핑\\s*잭|글리사드|아상블레|샤세|피루엣|파\\s*드\\s*부레|그레이프바인|볼\\s*체인지|스텝\\s*터치|바디\\s*롤|[가-힣]+(?<![로를을])\\s*(?:스윙|컬|레이즈|로우|프레스|데드리프트|킥|서클|브릿지|시리즈))';
const POSE_CALL = new RegExp(
  `^(?:${POSE_NAME_KO}(?:\\s*(?:,|이나|나|또는)\\s*${POSE_NAME_KO})*(?:\\s+(?:오른쪽|왼쪽|앞|뒤)(?:으로)?)?|[가-힣]+\\s*${KO_NUM}\\s*초)(?=\\s*(?:[,.!]|$|시작))`,
  'u',
);
/**
 * The barre's steps in the spellings Korean teachers and recognisers use ("탄듀 / 탕뒤 / 땅뒤", "를르베 / 렐르베 /
 * 릴리브"). A ballet teacher instructs by naming the step, as "다운독." moves a yoga class.
 */
export const BALLET_STEP_KO =
  '(?:(?:드미|그랑)\\s*)?플리에|(?:바[뜨트]망\\s*)?(?:탄듀|탄뒤|탕뒤|땅뒤|탕듀|데가제|데가쥬)|롱\\s*드\\s*잠브?|(?:바[뜨트]망\\s*)?프라[페뻬]|퐁[듀뒤]|(?:(?:그랑|쁘띠|프티)\\s*)?바[뜨트]망|데[벨블]로[페뻬]|디벨로페|포르?\\s*드\\s*브라|파세|[르레]티레|[를렐]르베|릴리브|릴르베|수쉬|쑤쒸|발랑세|에샤[페뻬]|[수쑤][테떼]뉴';
/** The way a step goes: forward, side, back, "à la seconde", "en dehors / en dedans", "en croix", "devant". */
export const BALLET_WAY_KO =
  '(?:알\\s*라\\s*스[공꽁]드|아\\s*라\\s*스[공꽁]드|앙\\s*드\\s*[오호]르|앙\\s*드\\s*당|앙\\s*크루아|드방|데리[에애]르)';
const STEP = `(?<![가-힣])(?:${BALLET_STEP_KO})(?![가-힣])`;
const WAY = `(?:앞으로|옆으로|뒤로|앞|옆|뒤|오른쪽으로|왼쪽으로|${BALLET_WAY_KO})(?![가-힣])`;
/** A step named as the whole call ("플리에.", "드미 플리에, 그랑 플리에", "에샤페 두 번"), or with its way ("탄듀 앞으로"). */
const STEP_CALL = new RegExp(
  `^(?:다음(?:은|으로)?\\s+|이제\\s+|자\\s*,?\\s*|그리고\\s+|다시\\s+)?${STEP}(?:\\s+${KO_NUM}\\s*(?:번|회))?(?:\\s*,?\\s*(?:그리고\\s+)?${STEP}(?:\\s+${KO_NUM}\\s*(?:번|회))?)*(?:\\s*,?\\s+${WAY}(?:\\s*,\\s*${WAY})*)?[.!…~\\s]*$`,
  'u',
);
/** Verbless calls that move the class on: rest, switch, the other side, from the top. */
const VERBLESS_MOVE = new RegExp(
  `^(?:그다음\\s*|다음(?:은|으로)?\\s*|이제\\s*)?(?:휴식|교대|반대쪽|반대편|처음부터|물\\s*마시는\\s*시간|스프링|${POSE_NAME_KO})`,
  'u',
);
const POSE_AT_END = new RegExp(`${POSE_NAME_KO}[.!…~\\s]*$`, 'u');
/** Imagery: "나무처럼", "물살을 밀어내듯", "…다고 상상하세요"; with a body part it shapes the body (an alignment cue). */
const IMAGERY = /(?:처럼|듯이?|다고\s*상상|상상하)/gu;
const DIRECTION_SEQUENCE = /(?:오른쪽|왼쪽)\s*,\s*(?:오른쪽|왼쪽)/u;

function hasFinalConsonantL(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 === 8;
}

function clauseIsInstruction(raw: string, whole: string): boolean {
  const clause = raw.trim();
  if (clause.length === 0 || NOT_CUE_START.test(clause)) return false;
  if (TIMING_CALL.test(clause) || POSE_CALL.test(clause) || VERBLESS_MOVE.test(clause)) return true;
  if (STEP_CALL.test(clause)) return true;
  if (VERBLESS_PLACE.test(clause) || SPRING_COLOUR_KO.test(clause)) return true;
  if (SHORT_BODY_CUE.test(clause) && clause.split(/\s+/).length <= 3) return true;
  if (/(?:꽉|쫙|쭉|활짝|바짝)[.!…~\s]*$/u.test(clause) && new RegExp(BODY_KO, 'u').test(clause)) return true;
  if (POSE_AT_END.test(clause) && ACTION.test(clause)) return true;
  const words = clause.split(/\s+/);
  if (VERBLESS.test(clause) && words.length <= 6) return true;
  if ((DIRECTION_FIRST.test(clause) || COUNT_IN.test(clause)) && words.length <= 6) return true;
  const last = words.slice(-2).join(' ');
  if (PAST.test(clause)) return false;
  if (QUESTION.test(clause) && !PROPOSITIVE_Q.test(clause)) return false;
  if (CAN_DO.test(clause)) return ACTION.test(words.slice(-3).join(' '));
  const will = WILL.exec(clause);
  if (will) return hasFinalConsonantL(will[1]!) && !PLAN_START.test(whole.trim()) && ACTION.test(will[1]!);
  if (STATE_END.test(clause)) return false;
  if (IMPERATIVE_END.test(clause)) return true;
  if (!INSTRUCTION_END.test(clause)) return false;
  return ACTION.test(last);
}

function isInstruction(text: string): boolean {
  const trimmed = text.trim();
  if (PLAN_START.test(trimmed) && /(?:거예요|겁니다|할게요|하겠습니다|해 볼게요|해볼게요)[.!…~\s]*$/u.test(trimmed))
    return false;
  if (COUNT_IN.test(trimmed) && trimmed.split(/\s+/).length <= 6) return true;
  if (TIMING_CALL.test(trimmed) || POSE_CALL.test(trimmed) || DIRECTION_SEQUENCE.test(trimmed)) return true;
  // Sentence ends too: an instruction found from the words can run over one (instructions.ts).
  return trimmed
    .split(/\s*[,;:·]\s*|(?<=[.!?])\s+|(?<=(?:고|며|면서|서))\s+/u)
    .some((part) => clauseIsInstruction(part, trimmed));
}

const BREATH =
  /(?:들이마|들이쉬|들이쉽|들이쉴|들이셔|내쉬|내쉽|내쉴|내셔|내뱉|(?<![가-힣])숨|호흡|들숨|날숨|(?<!물\s?(?:을|도|한\s?모금)?\s?)마시(?!는 물)|마셔|마십|뱉어|뱉으|뱉습)/gu;
const BREATH_AS_UNIT = new RegExp(`${KO_NUM}\\s*(?:번의\\s*|번\\s*)?(?:호흡|숨)|(?:호흡|숨)\\s*${KO_NUM}\\s*번`, 'gu');

const TIMING: RegExp[] = [
  new RegExp(
    `${AT}(?<!(?:팔|발)(?:은|는|을|를)?\\s)(?!한\\s*번\\s*(?:하고|해))${KO_NUM}\\s*(?:호흡|번(?!째|\\s*(?:자세|포지션)|으로\\s*(?:[가-힣]+\\s+)?닫)|회|초|분(?![들이께])|카운트|세트|박자|사이클|바퀴)`,
    'gu',
  ),
  /(?:머무르|머물|머뭅|머무|버티|버텨|버팁|멈추(?!고\s*말씀)|멈춰|멈춥|그대로 계|그대로 있)/gu,
  /(?:그대로|여기서|이대로|이 자세(?:에서|로)?|그 자세(?:에서|로)?)\s*(?:[가-힣]+\s+)?유지/gu,
  /(?:다음|이번)\s*(?:들숨|날숨|호흡|숨)에|(?:들숨|날숨)에|(?:들이마시는|내쉬는)\s*숨에/gu,
  /카운트|(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟)\s*(?:에|까지)(?=\s)|(?:오|파이브),?\s*(?:육|식스),?\s*(?:칠|세븐),?\s*(?:팔|에잇)|(?:박자|비트|음악)에/gu,
  /(?:한\s*번|한번)\s*더|마지막\s*(?:한\s*번|하나|세트|호흡|동작|반복|라운드)|절반|남았|(?<![가-힣])반\s*(?:지났|왔|넘었)|두\s*배\s*(?:빠르게|느리게)|(?:더블|하프)\s*타임/gu,
  new RegExp(
    `${KO_NUM}\\s*(?:초|분|호흡|카운트|박자)?\\s*동안|${KO_COUNT_SEQUENCE}|(?:원|투|쓰리|포|파이브|식스|세븐|에잇)에(?=\\s)|(?:${POSE_NAME_KO}|자세|포즈)\\s*유지`,
    'gu',
  ),
];

const SAFETY: RegExp[] = [
  /무리하지|무리가|무리 없이|무리해서|통증|아프|아픈|아파|저리|저림|어지러|불편하|불편한|불편감|다치|부상|조심|주의|보호|안전|임산부|임신|디스크|약하신|약한 분|잠그지|잠기지|과신전|꺾이지|꺾지|눌리지|꺾이면|할 수 있는 만큼|가능한 만큼|가능한 범위|편안한 범위|힘들면|힘드신 분|어려우면|어려우신 분|어려운 분|힘드시면|불편하시면|생략|쉬셔도|부담되|부담스러|찌릿|예민하|무너지지|무너지면/gu,
  /(?:블록|스트랩|볼스터|담요|쿠션|벽|의자)(?:을|를|이나|에|으로|로)\s*(?:[가-힣]+\s+)?(?:사용|대|받치|받쳐|짚|기대|깔)/gu,
  new RegExp(`${BODY_KO}(?:이|가)\\s+(?:[가-힣]+\\s+)?(?:들리면|뜨면|아프면|불편하면|힘들면|당기면|저리면)`, 'gu'),
  // "so that it does not…", "not the neck but…", "comfortable for the neck", a lighter option, instead of jumping.
  /(?:닫히|부딪히|떨어지|튕기|꺾이|끌려가|미끄러지|눌리|과하게 펴지)지\s*않(?:게|도록)|쾅|찝히|찝혀|결리|(?:편하도록|편안하도록|부담이 없도록|무리가 없도록)|가볍게 하|가벼운\s*(?:무게|스프링|덤벨|밴드)|[가-힣]+\s*대신/gu,
  new RegExp(
    `${BODY_KO}(?:이|가)?\\s*아니라|${BODY_KO}에\\s*(?:느낌이\\s*오면|무리가\\s*오면|부담이\\s*오면|느껴지면)`,
    'gu',
  ),
];

/** Up to three words that do not close a clause (-면, -고, -서, -며), so a body part and a verb are one instruction. */
const SAME_CLAUSE_WORDS = '(?:(?![가-힣]*(?:면|고|며|[^에]서)\\s)[가-힣]+\\s+){0,4}';

const ALIGN_VERBS =
  '(?:빼|뺍|녹이|녹여|녹입|얹|합장|펴|폅|늘리|늘려|늘립|당기|당겨|당깁|누르|눌러|누릅|밀어|모으|모아|모읍|조이|조여|조입|세우|세워|세웁|정렬|고정|이완|힘을 주|힘을 빼|힘 빼|힘 주|풀어|내려놓|열어|여세요|엽니다|좁히|넓히|넓혀|끌어당기|끌어당겨|끌어내리|끌어내려|붙이|붙여|붙입|두세요|둡니다|유지|향하|향해|향합|포개|겹치|감싸|말아(?!\\s*(?:올리|올려|올립|내리|내려))|오게|놓이게|맞추|맞춰|맞춥|쌓|젖히|젖혀|집어넣|넣어|넣습|맡기|맡겨|맡깁|굽히|굽혀|굽힙|굽지|구부|접어|접으|잠그|잠기|꺾|뜨지)';

const ALIGNMENT: RegExp[] = [
  // A body part said with its topic marker and its own verb: "어깨는 뒤로 굴리고", "턱은 들고", "발은 붙여 둡니다".
  new RegExp(`${BODY_KO}(?:은|는)\\s+(?:[가-힣]+\\s+){0,2}[가-힣]*(?:고|세요|요|니다|게)(?=[\\s,.!…~]|$)`, 'gu'),
  // A body part at an angle, near the body, on the apparatus or a prop; a place at the end of a verbless cue.
  new RegExp(
    `${BODY_KO}(?:은|는)?\\s+(?:${KO_NUM}|\\d+)\\s*도|${BODY_KO}\\s+가까이|${BODY_KO}(?:을|를)\\s+(?:[가-힣]+\\s+)?(?:바|풋바|박스|캐리지|블록|볼스터|매트|벽|스트랩|페달)(?:에|위에|위로)\\s*(?:올려|올리|두|대|걸|얹)`,
    'gu',
  ),
  new RegExp(`${BODY_KO}(?:은|는|도)\\s+(?:[가-힣]+\\s+)?[가-힣]+에(?=[.!…~\\s]*$)`, 'gu'),
  new RegExp(`(?:^|,\\s*)${BODY_KO}(?:으로|로)\\s+${KO_NUM}\\s*(?:번|회)`, 'gu'),
  /힘\s*꽉|꽉\s*조|단단히\s*(?:짚|누르|눌러|딛)|사뿐하게|사뿐히/gu,
  new RegExp(
    `${BODY_KO}(?:\\s?(?:안쪽|바깥쪽|앞쪽|뒤쪽|옆))?(?:은|는|을|를|이|가|도)\\s+${SAME_CLAUSE_WORDS}${ALIGN_VERBS}`,
    'gu',
  ),
  // Shoulders down, chin in, tailbone down: the classic posture adjustments, whichever verb carries them.
  new RegExp(`(?:어깨|날개뼈|견갑골|꼬리뼈|턱)(?:은|는|을|를)\\s+${SAME_CLAUSE_WORDS}(?:내리|내려|당기|당겨)`, 'gu'),
  new RegExp(
    `${BODY_KO}(?:은|는|을|를|이|가|도|의)?\\s+${SAME_CLAUSE_WORDS}(?:길게|곧게|바르게|반듯하게|나란히|평평하게|단단하게|부드럽게|중립|수평|평행)`,
    'gu',
  ),
  /정렬|중립|힘을 주|힘 주|힘을 빼|힘 빼|긴장을 풀|이완|시선|(?:골반|어깨)\s*너비|바르게\s*(?:앉|서)|길게\s*(?:자라|늘이|늘려)/gu,
  // Verbless shorthand after a comma: "…, 등은 평평하게", "어깨는 귀에서 멀리", "가슴 들고", "팔은 5번".
  new RegExp(
    `(?:^|[,]\\s*)${BODY_KO}(?:은|는)?\\s+(?:[가-힣]+에서\\s+)?(?:들고|모아서|평평하게|단단하게|수평|부드럽게|무겁게|가볍게|길게|멀리|합장|[1-5]번)|${BODY_KO}(?:은|는)\\s+(?:[가-힣]+에서\\s+)?(?:멀리|길게|평평하게|단단하게|부드럽게)(?=\\s*[.!]?\\s*$)`,
    'gu',
  ),
  // A body part on the floor or a prop, a prop on the body, a body part that must not collapse.
  new RegExp(
    `(?:무릎뼈|배꼽|아랫배|배|골반저|몸)(?:을|를)\\s+(?:[가-힣]+\\s+){0,2}끌어올|(?:스트랩|밴드|풋바|바)(?:을|를|은|는)\\s+(?:[가-힣]+\\s+){0,2}(?:[가-힣]*에\\s+)?(?:걸|끼우|누르|눌러)|${BODY_KO}(?:이|가)\\s+(?:[가-힣]+\\s+)?(?:무너지지|쏠리지|꺾이지|말리지)\\s*않`,
    'gu',
  ),
  new RegExp(
    `${BODY_KO}(?:은|는|을|를|이|가)?\\s+(?:오른\\s?|왼\\s?|앞\\s?|뒤\\s?|반대\\s?)?${BODY_KO}\\s*(?:바로\\s*)?(?:위|아래|선상|앞|뒤|옆|안쪽|바깥쪽|바깥)(?:에|로|와)?`,
    'gu',
  ),
];

const TRANSITION: RegExp[] = [
  // Starting and stopping work, poses and exercises named, props and springs, release, dance steps.
  /휴식|교대(?![로으])|(?<![내들이]|(?:이대로|그대로|여기서)\s)쉬(?:세요|면서|고|어\s*가|겠|십시오)|(?<![내들이])쉽니다|물\s*(?:한\s*모금|마시)|처음부터|(?<!(?:긴장을|힘을|긴장|힘)\s?)풀어\s*주세요|(?<!(?:긴장을|힘을)\s)풉니다|나오세요|나옵니다|숙여|숙입니다|숙이세요|볼\s*체인지|스텝\s*터치|그레이프바인|대신\s+[가-힣]+(?:으로|로)\s*(?:하세요|합니다|해요)|[가-힣]*에\s*포즈/gu,
  new RegExp(`${POSE_NAME_KO}(?=\\s*(?:[,.!]|$|시작|자세로|으로|로|입니다|이에요|예요|\\d))`, 'gu'),
  /말아\s*올리|말아\s*올려|말아\s*올라/gu,
  /스프링(?:을|를)?\s+(?:[가-힣]+\s+){0,3}(?:바꿔|바꿉|바꾸|교체|걸|내립|올립|내려|올려)/gu,
  /자세를 풀|자세에서\s*(?:[가-힣]+\s+)?(?:나와|나오|빠져|돌아|만나)|(?:으)?로\s*(?:넘어|들어가|들어갑|들어갈|들어와|들어옵|돌아|이동|바꿔|바꿉|내려오|내려와|내려옵|내려가|내려갑|내려갈|올라오|올라와|올라옵|올라가|올라갑|옮겨|가져|와요|와\s|옵니다|오세요|갑니다|가세요|가겠습니다|갈게요|스텝)/gu,
  /반대쪽|반대편|반대 다리|반대 팔|반대 방향|(?:다리|팔|발|방향|쪽|자세|손|사이드|스프링)(?:을|를)?\s*(?:바꾸|바꿔|바꿉|바꿀|교체)/gu,
  /일어나|일어서|일어섭|앉으|앉아|앉습|앉겠|눕|누워|누우|엎드|무릎을 꿇|무릎 꿇|네발기기|테이블 자세|서 주세요|서세요|섭니다|돌아눕|옆으로 누|돌아오|돌아와|돌아옵|돌아갑|넘어가|넘어갑|넘어갈|들어가|들어갑|들어갈|내려오|내려와|내려옵|올라오|올라와|올라옵|굴러|굴려 (?:올라|내려)|롤업|롤다운|스텝(?:합니다|하세요|해요|터치)/gu,
  /(?:발|다리|무릎|손)(?:을|를)?\s+(?:[가-힣]+\s+){0,2}(?:보내|보냅|보낼|가져가|가져와|가져옵|옮기|옮겨|옮깁|딛|디뎌|디딥|내딛|걸어서|걸어가|짚)/gu,
  /(?:에서|부터)\s+(?:시작합니다|시작할게요|시작하세요|시작하겠습니다)|(?:앉은|선|누운|엎드린)\s*(?:자세|상태)에서\s*(?:시작|준비)|스프링(?:을|를)?\s*(?:바꿔|바꿉|바꾸|교체|걸)/gu,
  /(?<!(?:이|그|같은)\s)[가-힣]*(?:자세|탑|포지션)(?:으로|로)\s|자세로\s+(?:[가-힣]+\s+)?(?:쉬|갈게요|가요|갑니다|와요|옵니다|이동)|앞으로\s*(?:[가-힣]+\s+)?숙|빈야사\s*(?:한\s*번\s*)?(?:하고|하세요|합니다|해)|처음부터\s*(?:다시\s*)?(?:갈게요|갑니다|할게요|합니다|가요|가세요)|[1-5]번 포지션/gu,
];

TRANSITION.push(
  // A barre step named as the whole call ("플리에.", "드미 플리에, 그랑 플리에"), and closing in a position ("5번으로 닫아요").
  new RegExp(
    `(?:^|[,.!?]\\s*)(?:(?:다음(?:은|으로)?|이제|자|그리고|다시)\\s*,?\\s*)?${STEP}(?=\\s*(?:[,.!?]|$)|(?<!바[뜨트]망)\\s+(?:${BALLET_STEP_KO})|\\s+${KO_NUM}\\s*(?:번|회))(?!\\s*,?\\s*${WAY})`,
    'gu',
  ),
  new RegExp(`${AT}[1-5]번(?:\\s*포지션)?(?:으로|로)\\s*(?:[가-힣]+\\s+)?닫`, 'gu'),
  new RegExp(`${STEP}(?:을|를)?\\s*(?:하세요|합니다|해요|해\\s*주세요|할게요|하고|해\\s*볼게요)`, 'gu'),
  // Finding a seat, coming out, rounds of a named sequence, going down to the floor, running a phrase, apparatus set-up.
  /자리\s*(?:를\s*)?잡|나와서|나오고|나와요|나오면서|빠져나와|(?:바닥|매트)(?:까지|으로|로)\s*(?:[가-힣]+\s+)?(?:내려가|내려와|내려옵|내려갑|굴러)|(?:처음부터|한\s*번|쭉|다시)\s*(?:쭉\s*)?가\s*(?:볼게요|봅니다|봐요|요|겠습니다)/gu,
  new RegExp(`${POSE_NAME_KO}(?=(?:에서|이나|나)(?:\\s|$))`, 'gu'),
  new RegExp(APPARATUS_KO.source, 'gu'),
  new RegExp(SPRING_COLOUR_KO.source, 'gu'),
  // "다음은 플랭크 잭.": the next exercise named without a verb.
  /^(?:그\s*다음|다음|이번)(?:은|으로|엔|에는)\s+[^,.!?]*?[^,.!?다요죠까]\s*[.!]?$/gu,
);

const PRESENTATION_SIGNPOSTS =
  /첫째|첫 번째로|둘째|두 번째로|셋째|세 번째로|마지막으로|정리하면|요약하면|결론적으로|다음으로|다음 슬라이드|넘어가 ?보겠습니다|넘어가겠습니다|살펴보겠습니다|살펴볼게요|보시겠습니다|돌아가 ?보겠습니다|이어서|다음\s*[가-힣]+(?:을|를)\s*(?:보겠습니다|볼게요|보시죠)|(?:화제|주제|이야기)(?:를|을)\s*바꿔|마무리하며|마무리하자면|마무리하겠|정리하자면|어디로\s*가야|넘어가 ?볼까요|넘어가서/gu;

const DIRECTIONAL: RegExp[] = [
  // A barre step with its way: "탄듀 앞으로", "롱드잠 앙드오르", "바뜨망 탄듀, 앞, 옆, 뒤"; the French ways anywhere.
  new RegExp(`${STEP}(?:으로|로)?\\s*,?\\s+${WAY}|${AT}${BALLET_WAY_KO}`, 'gu'),
  new RegExp(
    `${AT}(?:오른쪽|왼쪽|오른(?=\\s?(?:발|다리|손|팔|무릎|어깨|골반|엉덩이|옆구리|귀|뺨|발목|손목|허벅지|엄지|검지|좌골|쪽|편))|왼(?=\\s?(?:발|다리|손|팔|무릎|어깨|골반|엉덩이|옆구리|귀|뺨|발목|손목|허벅지|엄지|검지|좌골|쪽|편))|위로|위쪽으로|아래로|아래쪽으로|앞으로|앞쪽으로|뒤로|뒤쪽으로|옆으로|옆쪽으로|안쪽으로|안으로|바깥쪽으로|바깥으로|밖으로|대각선|사선|시계 방향|반시계|천장|바닥 쪽|바닥으로|바닥을 향|하늘|정면으로|가운데로|중앙으로|위아래|좌우|앞뒤|양옆|멀리)`,
    'gu',
  ),
  // Toward a place ("천장 쪽으로"), not toward a body part ("척추 쪽으로" draws in, it does not travel).
  new RegExp(`(?<![가-힣])(?!${BODY_KO}\\s?쪽)(?!반대)[가-힣]+\\s?쪽으로|방향으로`, 'gu'),
  /(?<!(?:위에|에)\s)(?:올리|올려|올립|내리(?!고 계)|내려(?!놓|오|와|옵|가|갑|갈)|내립|들어 올|들어올|올려다|내려다)/gu,
  /(?:올라오|올라와|올라옵|올라가|올라갑|내려오|내려와|내려옵|내려가|내려갑)(?!ㄹ|\s*때)/gu,
  /(?:위|아래|앞|뒤|옆|천장|바닥|정면|뒷벽|앞벽|옆벽|거울)(?:를|을)\s*(?:봅|보세요|봐|바라)/gu,
  new RegExp(
    `${BODY_KO}(?:을|를|와|과)\\s+(?:[가-힣]+\\s+)?(?:들어요|들어\\s*주세요|드세요|듭니다|들어\\s*올)|(?:더\\s*)?높이(?=[\\s,.!]|$)|더\\s*낮게|(?:내려|올라)(?:갈|올)\\s*때\\s*${KO_NUM}\\s*(?:초|카운트)`,
    'gu',
  ),
  /(?<![가-힣])[가-힣]+\s?(?:쪽|편)(?:을|를)\s*(?:바라|봐|봅|보세요|향)|(?:위|아래|앞|뒤|옆|바깥|안쪽)(?:를|을)\s*향|(?:앞쪽|뒤쪽|위쪽|아래쪽)\s+[가-힣]+(?:을|를)\s*(?:바라|봅|보세요)/gu,
];

function spans(text: string, patterns: RegExp[]): EvidenceSpan[] {
  const out: EvidenceSpan[] = [];
  for (const pattern of patterns) {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of text.matchAll(re)) {
      if (m[0].length === 0) continue;
      out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, term: m[0] });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "앞으로 10분 동안" (for the next ten minutes) is time; "옆으로 누워" lies on the side, a position, not a direction. */
const NOT_DIRECTION = new RegExp(`^(?:앞으로\\s*${KO_NUM}\\s*(?:분|초|시간|번|회|호흡)|옆으로\\s*(?:돌아)?누)`, 'u');

const overlaps = (a: EvidenceSpan, b: EvidenceSpan) => a.start < b.end && b.start < a.end;

export const koreanCueRule: CueRule = {
  isInstruction,
  signpost: (text) => spans(text, [PRESENTATION_SIGNPOSTS]),
  evidence(text) {
    const units = spans(text, [BREATH_AS_UNIT]);
    // "다섯 호흡 머뭅니다" counts breaths as a length of time: a timing cue, not a breath instruction.
    const breathing = spans(text, [BREATH]).filter((b) => !units.some((u) => overlaps(u, b)));
    const alignment = spans(text, ALIGNMENT);
    if (new RegExp(BODY_KO, 'u').test(text)) alignment.push(...spans(text, [IMAGERY]));
    const transition = spans(text, TRANSITION);
    const directional = /스프링|풋바|헤드레스트/u.test(text)
      ? []
      : spans(text, DIRECTIONAL).filter((d) => !NOT_DIRECTION.test(text.slice(d.start, d.start + 12)));
    const safety = spans(text, SAFETY);
    const timing = spans(text, TIMING);
    // An instruction that names a body part and nothing more specific shapes or places that part.
    if (![breathing, alignment, transition, directional, safety, timing].some((list) => list.length > 0))
      alignment.push(...spans(text, [new RegExp(BODY_KO, 'gu')]).slice(0, 1));
    return {
      breathing,
      alignment: alignment.sort((a, b) => a.start - b.start),
      transition,
      // Lowering or raising a spring, the footbar or the headrest sets the apparatus: not a direction for the body.
      directional,
      safety,
      timing,
    };
  },
};
