/**
 * Word lists the local report uses to read cue quality off the transcript. They are about *teaching language*
 * (is a body part named? a direction? which way does the breath go with this movement?), not about metrics, so
 * they live here rather than in the admin-editable lexicon, which counts cues and fillers.
 */
import type { AnalysisLanguage, StyleGroup } from '@cuecoach/contracts';

/**
 * Deictic instructions that only work for students who are watching ("like this", "이렇게"). Not: praise ("just
 * like that"), a comparison ("it should feel like this stretch…", "looks like that"), "this way" meaning "so"
 * ("this way you protect your back"), or "do this" naming the next set ("we'll do this on the other side").
 */
export const vaguePatterns: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:(?<!\b(?:just|exactly|yes|good|perfect|nice|beautiful|feels?|feeling|looks?|looking|sounds?|something|seems?)\s+)like (?:this|that|so)(?!\s+(?:stretch|pose|shape|exercise|one|feeling|sensation|is|was|in)\b)|this way(?!\s*,?\s+(?:you|your|we|it|the)\b)|that way(?!\s*,?\s+(?:you|your|we|it|the)\b)|do (?:this|that)(?!\s+(?:on|again|twice|one|for|with)\b)|over here|over there|this much)\b/i,
  ko: /(?:이렇게|요렇게|저렇게|이런 식으로|요런 식으로|이쪽으로|저쪽으로|요쪽으로|이만큼|요만큼)/,
};

const koParticle = '(?:을|를|이|가|은|는|도|과|와|에|에서|의|으로|로|까지|부터|만|쪽|끝)?';

export const bodyPartPatterns: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:(?:right|left|both|front|back|upper|lower)\s+)?(?:arms?|hands?|shoulders?|shoulder blades|hips?|knees?|feet|foot|legs?|spine|back|chest|head|neck|chin|ribs?|belly|core|pelvis|heels?|toes?|elbows?|wrists?|palms?|fingers?|gaze|tailbone|sit bones|glutes|thighs?|ankles?|abs|waist|torso|crown|sternum|collarbones?|jaw)\b/i,
  ko: new RegExp(
    `(?:^|[\\s,.!?])(?:(?:오른쪽|왼쪽|양쪽|양|두)\\s*)?(?:발뒤꿈치|뒤꿈치|발가락|팔꿈치|손바닥|손가락|손목|발목|어깨|골반|엉덩이|무릎|다리|척추|가슴|머리|갈비뼈|갈비|코어|꼬리뼈|좌골|견갑골|견갑|날개뼈|허벅지|복부|허리|상체|하체|정수리|옆구리|시선|턱|목|팔|손|발|등|배)${koParticle}(?=[\\s,.!?]|$)`,
  ),
};

export const directionPatterns: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:up|down|forward|back|backwards?|left|right|towards?|away|overhead|ceiling|floor|mat|sideways|across|behind|front|inward|outward|clockwise|counterclockwise|wide|together)\b/i,
  ko: /(?:위로|아래로|앞으로|뒤로|왼쪽|오른쪽|옆으로|바닥|천장|안쪽|바깥쪽|대각선|멀리|가까이|향해|향하|위쪽|아래쪽)/,
};

export type Breath = 'inhale' | 'exhale';

/**
 * Movement verbs → the breath that usually goes with them, plus a default body part and direction for a rewrite
 * when the instructor named neither. Expanding/lifting moves ride the inhale; folding, twisting, lowering and
 * effort ride the exhale (the convention in yoga and pilates, and the "exhale on effort" rule in strength work).
 */
export interface MovementVerb {
  pattern: RegExp;
  breath: Breath;
  /** Rewrite pieces: English "Inhale, {verb} your {body} {direction}." Korean "{body}{을/를} {direction} {verb}". */
  verb: string;
  body: string;
  direction: string;
  /** A second short sentence (Korean), where English can hang the detail off the direction. */
  after?: string;
  /** Where the same verb means a different move in another kind of class (a dance step is not a lunge). */
  byGroup?: Partial<Record<StyleGroup, Partial<Pick<MovementVerb, 'verb' | 'body' | 'direction' | 'after'>>>>;
}

/** The verb's rewrite pieces for a style group. */
export function forGroup(verb: MovementVerb, group: StyleGroup): MovementVerb {
  const override = verb.byGroup?.[group];
  return override ? { ...verb, ...override } : verb;
}

export const movementVerbs: Record<AnalysisLanguage, MovementVerb[]> = {
  en: [
    {
      pattern: /\b(?:bring|draw|pull|hug)/i,
      breath: 'exhale',
      verb: 'draw',
      body: 'knees',
      direction: 'in toward your chest',
    },
    {
      pattern: /\b(?:reach|lift|raise|sweep)/i,
      breath: 'inhale',
      verb: 'reach',
      body: 'arms',
      direction: 'up toward the ceiling',
    },
    {
      pattern: /\b(?:lengthen|extend|grow tall)/i,
      breath: 'inhale',
      verb: 'lengthen',
      body: 'spine',
      direction: 'from tailbone to the crown of your head',
    },
    {
      pattern: /\b(?:open|expand|broaden)/i,
      breath: 'inhale',
      verb: 'open',
      body: 'chest',
      direction: 'forward, shoulder blades drawing down your back',
    },
    {
      pattern: /\b(?:fold|bend|hinge|bow)/i,
      breath: 'exhale',
      verb: 'fold',
      body: 'torso',
      direction: 'forward from your hips, spine long',
    },
    {
      pattern: /\b(?:twist|rotate|turn)/i,
      breath: 'exhale',
      verb: 'turn',
      body: 'chest',
      direction: 'to the right, hips staying square',
    },
    {
      pattern: /\b(?:step|walk)/i,
      breath: 'exhale',
      verb: 'step',
      body: 'right foot',
      direction: 'forward between your hands',
      byGroup: {
        pilates: { direction: 'back onto the platform, heel first' },
        dance: { direction: 'out to the right side, weight shifting onto it' },
        fitness: { direction: 'back into a lunge, front knee over the ankle' },
      },
    },
    {
      pattern: /\b(?:lower|drop|sink|release)/i,
      breath: 'exhale',
      verb: 'lower',
      body: 'knees',
      direction: 'down to the mat',
      byGroup: {
        dance: { body: 'hips', direction: 'down into a deep plié, knees opening over your toes' },
        fitness: { body: 'chest', direction: 'down toward the floor, elbows at forty-five degrees' },
      },
    },
    {
      pattern: /\b(?:press|push|drive)/i,
      breath: 'exhale',
      verb: 'press',
      body: 'heels',
      direction: 'down into the floor',
    },
    {
      pattern: /\b(?:roll|curl)/i,
      breath: 'exhale',
      verb: 'roll',
      body: 'spine',
      direction: 'down one vertebra at a time, chin toward your chest',
    },
    {
      pattern: /\b(?:squat|sit)/i,
      breath: 'exhale',
      verb: 'sit',
      body: 'hips',
      direction: 'back and down, knees tracking over your toes',
    },
    {
      pattern: /\b(?:jump|hop)/i,
      breath: 'exhale',
      verb: 'jump',
      body: 'feet',
      direction: 'out wide, landing softly through your heels',
    },
  ],
  ko: [
    {
      pattern: /(?:당겨|당기|당깁|끌어안)/,
      breath: 'exhale',
      verb: '당깁니다',
      body: '무릎',
      direction: '가슴 쪽으로',
    },
    {
      pattern: /(?:뻗|올리|올려|들어 올|들어올)/,
      breath: 'inhale',
      verb: '뻗어 올립니다',
      body: '두 팔',
      direction: '천장 쪽으로 길게',
    },
    {
      pattern: /(?:늘려|늘리|늘립)/,
      breath: 'inhale',
      verb: '늘립니다',
      body: '척추',
      direction: '꼬리뼈부터 정수리까지 길게',
    },
    {
      pattern: /(?:열어|열고|펴|펼)/,
      breath: 'inhale',
      verb: '엽니다',
      body: '가슴',
      direction: '앞으로',
      after: '날개뼈는 등 아래로 내립니다.',
    },
    {
      pattern: /(?:숙이|숙여|접어|접고|굽혀|굽히)/,
      breath: 'exhale',
      verb: '접어 내려갑니다',
      body: '상체',
      direction: '골반에서부터 앞으로',
      after: '척추는 길게 유지합니다.',
    },
    {
      pattern: /(?:비틀|돌려|돌리|틀어)/,
      breath: 'exhale',
      verb: '돌립니다',
      body: '가슴',
      direction: '오른쪽으로',
      after: '골반은 정면을 유지합니다.',
    },
    {
      pattern: /(?:내딛|디뎌|딛고|걸어)/,
      breath: 'exhale',
      verb: '내딛습니다',
      body: '오른발',
      direction: '두 손 사이 앞으로',
      byGroup: {
        pilates: { direction: '플랫폼 뒤쪽으로, 뒤꿈치부터' },
        dance: { direction: '오른쪽 옆으로, 체중을 옮기며' },
        fitness: { direction: '뒤로 런지 자세로, 앞 무릎은 발목 위에 두고' },
      },
    },
    {
      pattern: /(?:내려|내리|놓아|풀어)/,
      breath: 'exhale',
      verb: '내려놓습니다',
      body: '무릎',
      direction: '매트 아래로 천천히',
      byGroup: {
        dance: { body: '골반', direction: '깊은 플리에로, 무릎은 발끝 방향으로 열며', verb: '내립니다' },
        fitness: { body: '가슴', direction: '바닥 쪽으로, 팔꿈치는 45도로', verb: '내립니다' },
      },
    },
    {
      pattern: /(?:밀어|누르|눌러)/,
      breath: 'exhale',
      verb: '밀어냅니다',
      body: '발뒤꿈치',
      direction: '바닥 쪽으로 단단히',
    },
    {
      pattern: /(?:말아|굴려)/,
      breath: 'exhale',
      verb: '말아 내려갑니다',
      body: '척추',
      direction: '턱을 가슴 쪽으로 당기며 한 마디씩 아래로',
    },
    {
      pattern: /(?:앉아|앉으|스쿼트)/,
      breath: 'exhale',
      verb: '보내며 앉습니다',
      body: '엉덩이',
      direction: '뒤와 아래로',
      after: '무릎은 발끝 방향을 따라갑니다.',
    },
    {
      pattern: /(?:점프|뛰어)/,
      breath: 'exhale',
      verb: '벌려 뜁니다',
      body: '두 발',
      direction: '바깥으로 넓게',
      after: '착지는 뒤꿈치까지 부드럽게 합니다.',
    },
  ],
};

export function findMovementVerb(text: string, language: AnalysisLanguage): MovementVerb | undefined {
  return movementVerbs[language].find((verb) => verb.pattern.test(text));
}

export function namesBodyPart(text: string, language: AnalysisLanguage): boolean {
  return bodyPartPatterns[language].test(text);
}

export function namesDirection(text: string, language: AnalysisLanguage): boolean {
  return directionPatterns[language].test(text);
}

function cleanBodyPart(raw: string, language: AnalysisLanguage): string {
  if (language === 'en') return raw.toLowerCase();
  return raw
    .trim()
    .replace(/^[,.!?]/, '')
    .replace(/(?:을|를|이|가|은|는|도|과|와|에서|에|의|으로|로|까지|부터|만|쪽|끝)$/, '');
}

export interface Movement {
  verb: MovementVerb;
  /** The body part the verb moves, when the text names it. */
  body?: string;
}

/**
 * The last movement a text describes and the body part it moves: in English the first body part after the
 * verb ("bring your right knee in toward your chest" → right knee), in Korean the last one before it, skipping
 * direction targets ("오른쪽 무릎을 가슴 쪽으로 당겨" → 무릎).
 */
export function lastMovement(text: string, language: AnalysisLanguage): Movement | undefined {
  let best: { verb: MovementVerb; at: number; end: number } | undefined;
  for (const verb of movementVerbs[language]) {
    for (const match of text.matchAll(new RegExp(verb.pattern.source, `${verb.pattern.flags}g`))) {
      const at = match.index ?? 0;
      if (!best || at > best.at) best = { verb, at, end: at + match[0].length };
    }
  }
  if (!best) return undefined;
  const pattern = new RegExp(bodyPartPatterns[language].source, `${bodyPartPatterns[language].flags}g`);
  const parts = [...text.matchAll(pattern)].filter(
    (m) => language === 'en' || !/^\s*쪽/.test(text.slice((m.index ?? 0) + m[0].length)),
  );
  const object =
    language === 'en'
      ? parts.find((m) => (m.index ?? 0) >= best.end)
      : parts.filter((m) => (m.index ?? 0) < best.at).pop();
  const movement: Movement = { verb: best.verb };
  if (object) movement.body = cleanBodyPart(object[0], language);
  return movement;
}

/** The last body part a text names, as written (used to keep the instructor's own body part in a rewrite). */
export function lastBodyPart(text: string, language: AnalysisLanguage): string | undefined {
  const pattern = bodyPartPatterns[language];
  const match = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].pop();
  return match ? cleanBodyPart(match[0], language) : undefined;
}
