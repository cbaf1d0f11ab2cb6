/**
 * Where each instruction starts, found from the words alone. A cue is one instruction (docs/metrics.md, "Cues"), and
 * recognisers punctuate the same speech differently: "Jump back to plank, chest to the floor" arrives with a comma
 * from one copy and a full stop from another, or cut into two segments. So punctuation is ignored here: an
 * instruction starts where an instruction opener starts a clause (an imperative verb, a breath word, a count-in or a
 * time call, an exercise named, a body part with its place, "other side", "don't"), judged from the words before it
 * (after "your", "to" or a body part a verb is not a new instruction: "keep your weight", "arms reach").
 * Korean instructions end a clause rather than open it: one ends after a polite or connective verb ending
 * (-세요, -ㅂ니다, -고, -며), before a breath word, and before a body part said as a topic ("어깨는 …").
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';
import { ACTION_VERBS, BODY_EN } from './english.ts';
import { BALLET_STEP_KO, BALLET_WAY_KO } from './korean.ts';

export interface InstructionSpan {
  start: number;
  end: number;
  /** False for words before the text's first opener: the rest of the instruction said before this text. */
  opens: boolean;
  /** English: the span starts with an instruction opener, so it instructs whatever its grammar reads as. */
  opener: boolean;
}

type Token = { w: string; start: number; end: number };

/** The single words of a regex alternation ("arms?" gives "arm" and "arms"; phrases are left out). */
const words = (alternation: string) =>
  new Set(
    alternation
      .replace(/^\(\?:|\)$/g, '')
      .split('|')
      .flatMap((w) => {
        const plural = /^([a-zé]+)s\?$/u.exec(w);
        if (plural) return [plural[1]!, `${plural[1]}s`];
        return /^[a-zé]+(?:-[a-zé]+)?$/u.test(w) ? [w] : [];
      }),
  );

const VERBS = words(ACTION_VERBS);
VERBS.delete('go'); // "three, two, one, go" starts the call it ends; "go" said alone is handled below.
const BODY = words(BODY_EN.replace(/\\s\+/g, ' '));
// Not said as a body part at the start of a cue: "a comfortable seat", "keep your weight", "your whole body".
for (const w of ['seat', 'weight', 'body', 'crown', 'heart']) BODY.delete(w);
const BREATH = new Set(['inhale', 'exhale', 'breathe']);
const WEAK = new Set('do feel notice work use make give try look listen support set mark follow meet'.split(' '));
/** Instructions that stand alone even right after another verb ("and rest", "switch"). */
const STANDALONE = new Set(['rest', 'hold', 'stay', 'switch', 'release', 'relax', 'inhale', 'exhale', 'breathe']);
const COUNT = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty'.split(' '),
);
const isCount = (w: string | undefined) => w !== undefined && (COUNT.has(w) || /^\d+$/u.test(w));
/** Right after a count-in ("five, six, seven, eight, grapevine"): the move it counts in, not a new instruction. */
const countsIn = (t: string[], i: number) => isCount(t[i - 1]) && isCount(t[i - 2]);
const TIME_UNIT = new Set(
  'seconds second secs minutes minute reps rep breaths counts times rounds sets more left to'.split(' '),
);
/** Words after which a verb, body part or exercise continues the clause rather than opening one. */
const BINDING = new Set(
  `to the a an your my our their his her its this that these those of for in on at with into onto from by you we i
  they he she it can could will would should shall must may might don't not never is are be was were am been being
  i'll we'll you'll gonna wanna great good nice beautiful lovely hard tough some any no every each another last first
  next other same whole full half low high deep big little small quick short body ball box jumping mountain
  about than as if when while how what where both either fall over under through between behind across above below
  around against past toward towards`.split(/\s+/u),
);
const MARKERS = new Set("and then now so okay ok alright just slowly gently softly please also let's".split(' '));
const STATE = new Set(
  `up down back forward in out over under soft long tall wide apart together lifted relaxed heavy strong low high
  level square stacked engaged firm straight parallel bent flat open closed away toward towards to on off hip-width
  shoulder-width hip shoulder stay stays like by at all overhead rests`.split(/\s+/u),
);
/** An adjective before a body part, said as a cue of its own: "soft knees", "big arms". */
const STATE_BEFORE = new Set('soft bent straight big long relaxed heavy tall wide strong'.split(' '));
const SIDE = new Set('left right front back top bottom inner outer upper lower working standing'.split(' '));
const POSE1 = new Set(
  `squats burpees lunges crunches plank cobra chaturanga savasana tabletop grapevine pirouette pirouettes skaters
  teaser swan`.split(/\s+/u),
);
/** The last word of an exercise's name: a duration after it is that exercise's. */
const EXERCISE_END = new Set([...POSE1, 'climbers', 'jacks', 'knees', 'dog', 'ups', 'kicks', 'jumps', 'pose']);
const POSE2 = new Set(
  `mountain climbers|jumping jacks|high knees|down dog|downward dog|up dog|upward dog|child's pose|side plank|box step|
  ball change|step touch|butt kicks|squat jumps|sit ups|roll up|halfway lift|half lift|side kick|side bend`.split(
    /\|\s*/u,
  ),
);
/** Verbless calls that move the class on. */
const MOVE_ON = new Set(
  'other side|first up|next up|up next|coming up|next exercise|water break|from the|switch sides'.split('|'),
);
/** "Eight of these": a count of the move just shown. */
const isOfThese = (t: string[], i: number) => t[i] === 'of' && /^(?:these|those|them|each)$/u.test(t[i + 1] ?? '');
const LEAD_TO =
  /^(?:(?:we're|you're|we|you|i'm)\s+(?:going|gonna)|(?:i\s+)?(?:want|like)\s+you|(?:try|remember|begin|start|continue|need))$/u;

/** Whether a verb at `i` is a clause's own verb rather than part of the words before it. */
function verbBound(t: string[], i: number): boolean {
  const p = t[i - 1];
  const pp = t[i - 2];
  if (p === undefined) return false;
  if (BINDING.has(p) || countsIn(t, i) || BREATH.has(p)) return true;
  if ((p === 'in' || p === 'out' || p === 'and' || p === 'then') && pp !== undefined && BREATH.has(pp)) return true;
  // "step touch", "jump, jump": one move. Any other verb after a verb starts an instruction of its own ("rest, hug
  // your knees"; "beautiful work. Roll onto your side").
  if (p === t[i] || POSE2.has(`${p} ${t[i]}`)) return true;
  // A body part's own verb ("arms reach long"): only after a body part that opened the cue itself; after an object
  // ("rest your head on your arm. Kick…") or a breath word the verb starts a new instruction.
  if (BODY.has(p) && !STANDALONE.has(t[i] ?? '')) return openerAt(t, i - 1) >= 0;
  return false;
}

function nounBound(t: string[], i: number): boolean {
  const p = t[i - 1];
  if (p === undefined) return false;
  // "head and shoulders up" is one list of parts; "knees, chest up" two cues.
  if ((p === 'and' || p === 'or') && BODY.has(t[i - 2] ?? '')) return true;
  return BINDING.has(p) || countsIn(t, i) || BREATH.has(p) || VERBS.has(p);
}

/** The token where the instruction whose opener is at `i` starts (back over a lead-in and markers), or -1. */
function openerAt(t: string[], i: number): number {
  const w = t[i]!;
  const p = t[i - 1];
  const next = t[i + 1];
  let start = -1;
  if (i === 0 && w === 'go') start = 0;
  else if (w === "don't" || w === 'never') {
    if (!/^(?:i|you|we|they|do|will|would|could)$/u.test(p ?? '')) start = i;
  } else if (VERBS.has(w)) {
    // Verbs that also say what something does ("let gravity do the work", "if you feel it"): an instruction only
    // at the start of what is said or after a marker ("and now feel the stretch").
    if (WEAK.has(w) && p !== undefined && !MARKERS.has(p)) start = -1;
    else if (!verbBound(t, i)) start = i;
    else if ((p === 'will' && /^(?:we|you)$/u.test(t[i - 2] ?? '')) || p === "we'll" || p === "you'll")
      start = p === 'will' ? i - 2 : i - 1;
    else if (BREATH.has(p ?? '') && t[i - 2] === 'you' && /^(?:as|while|when)$/u.test(t[i - 3] ?? '')) start = i - 3;
    else if (p === 'to') {
      // "we're going to lift", "I want you to reach": the lead and the verb are one instruction.
      for (let k = 3; k >= 1; k--) {
        if (i - 1 - k >= 0 && LEAD_TO.test(t.slice(i - 1 - k, i - 1).join(' '))) {
          start = i - 1 - k;
          break;
        }
      }
    }
  } else if (isCount(w) && next !== undefined && ((TIME_UNIT.has(next) && next !== 'to') || isOfThese(t, i + 1))) {
    // "Jumping jacks, 30 seconds", "forward and back, eight times": the length of the move just named.
    const qualifies = !isOfThese(t, i + 1) && (EXERCISE_END.has(p ?? '') || p === 'twice');
    if (!nounBound(t, i) && !qualifies) start = i;
  } else if (isCount(w) && isCount(next) && isCount(t[i + 2])) {
    // A count sequence opens a call unless it counts in the one just named ("30 seconds, three, two, one, go").
    if (!isCount(p) && !TIME_UNIT.has(p ?? '') && !BINDING.has(p ?? '')) start = i;
  } else if (
    (w === 'last' || w === 'final') &&
    (isCount(next) || /^(?:round|one|rep|set|time|breath)$/u.test(next ?? ''))
  ) {
    if (!nounBound(t, i)) start = i;
  } else if (w === 'halfway') {
    if (!nounBound(t, i)) start = i;
  } else if (next !== undefined && MOVE_ON.has(`${w} ${next}`)) {
    if (!BINDING.has(p ?? '') && !POSE2.has(`${p} ${w}`)) start = i;
  } else if (POSE1.has(w) || (next !== undefined && POSE2.has(`${w} ${next}`))) {
    const announced = /^(?:up|next|round|exercise|move|seconds|minutes)$/u.test(p ?? '');
    if (!nounBound(t, i) && !announced && !POSE1.has(p ?? '')) start = i;
  } else if (BODY.has(w)) {
    // A body part with its place or its own verb ("chest up", "arms reach long"), or a shape before it ("soft knees").
    const placed = next !== undefined && (STATE.has(next) || (VERBS.has(next) && !STANDALONE.has(next)));
    if (p !== undefined && STATE_BEFORE.has(p)) start = nounBound(t, i - 1) ? (placed ? i : -1) : i - 1;
    else if (!placed) start = -1;
    else if (p !== undefined && SIDE.has(p)) start = nounBound(t, i - 1) ? -1 : i - 1;
    else if (!nounBound(t, i) && !(w === 'back' && p !== undefined)) start = i;
  }
  // "Demi plié", "grand battement", "battement tendu": the step's qualifier opens the instruction with it.
  if (start === i && /^(?:demi|grands?|petits?|battements?)$/u.test(p ?? '')) start = i - 1;
  if (start < 0) return -1;
  while (start > 0 && MARKERS.has(t[start - 1]!)) start--;
  return start;
}

function englishStarts(tokens: Token[], before: string[]): Set<number> {
  const t = [...before, ...tokens.map((x) => x.w)];
  const k = before.length;
  const starts = new Set<number>();
  for (let i = k; i < t.length; i++) {
    // A condition starts the instruction it conditions ("…do the work. If your knees feel any strain, place…").
    const condition =
      /^(?:if|when|whenever)$/u.test(t[i]!) || (t[i] === 'once' && /^(?:you|your|the)$/u.test(t[i + 1] ?? ''));
    const at = condition && !BINDING.has(t[i - 1] ?? '') ? i : openerAt(t, i);
    if (at >= 0) starts.add(Math.max(at, k) - k);
  }
  return starts;
}

const CONDITION = /^(?:if|when|whenever|once|anyone|should)$/u;

/** Polite and directive endings that close a Korean instruction, and the connectives of a run-on. */
const KO_END = /(?:요|니다|십시오|시오)$/u;
const KO_CONNECTIVE = /고$/u;
/**
 * A breath word said as the lead-in of the movement after it ("마시면서 코브라", "다섯 번 마시고 다섯 번 내쉬세요"):
 * no break after it; a -면서/-며 lead opens an instruction of its own.
 */
const KO_BREATH_LEAD = /^(?:들이마시|들이쉬|마시|내쉬|내뱉)[가-힣]*(?:면서|며|고)$/u;
const KO_BREATH_OPENS = /^(?:들이마시|들이쉬|마시|내쉬|내뱉)[가-힣]*(?:면서|며)$/u;
const KO_TOPIC = new RegExp(`^${'(?:[가-힣]*)'}(?:은|는)$`, 'u');
const KO_MODIFIER = /^(?:앞|뒤|오른|왼|두|양|반대|위쪽|아래쪽)$/u;

/**
 * -고 joins two instructions ("무릎 내리고 천천히 내려가세요"); -며/-면서 ("while") joins two movements done at once,
 * one instruction ("팔을 펌핑하면서 다섯 번 마시고…"), and "등을 대고 누워" places the back to lie down: one move.
 */
function koreanBreakAfter(w: string): boolean {
  if (KO_END.test(w)) return true;
  return KO_CONNECTIVE.test(w) && w.length >= 2 && !/^(?:그리고|대고|하고)$/u.test(w) && !KO_BREATH_LEAD.test(w);
}

const KO_STEP_AHEAD = new RegExp(`^(?:${BALLET_STEP_KO})(?![가-힣])`, 'u');
const KO_STEP_BEHIND = new RegExp(
  `(?<![가-힣])(?:${BALLET_STEP_KO})(?:\\s+(?:\\d+|한|두|세|네)\\s*(?:번|회))?(?:\\s+(?:앞으로|옆으로|뒤로|앞|옆|뒤|${BALLET_WAY_KO}))*$`,
  'u',
);
/**
 * A barre step said right after another step's call opens an instruction of its own ("드미 플리에 그랑 플리에",
 * "플리에. 탄듀 앞으로" read with the full stop gone); "바뜨망 탄듀" is one step.
 */
function koreanStepAfterStep(t: string[], i: number): boolean {
  if (!KO_STEP_AHEAD.test(t.slice(i, i + 4).join(' '))) return false;
  if (/^바[뜨트]망$/u.test(t[i - 1] ?? '') && !/^(?:그랑|쁘띠|프티)$/u.test(t[i - 2] ?? '')) return false;
  return KO_STEP_BEHIND.test(t.slice(Math.max(0, i - 6), i).join(' '));
}

function koreanStarts(tokens: Token[], before: string[], isBody: (w: string) => boolean): Set<number> {
  const t = [...before, ...tokens.map((x) => x.w)];
  const k = before.length;
  const starts = new Set<number>();
  for (let i = k; i < t.length; i++) {
    const w = t[i]!;
    const p = t[i - 1];
    // "다섯 번 더" ends a count call as a verb ending ends an instruction.
    if (p === undefined || koreanBreakAfter(p) || (p === '더' && /^(?:번|회|개|초)$/u.test(t[i - 2] ?? '')))
      starts.add(i - k);
    else if ((KO_BREATH_OPENS.test(w) || (w === '숨을' && KO_BREATH_OPENS.test(t[i + 1] ?? ''))) && p !== '숨을')
      starts.add(i - k);
    else if (koreanStepAfterStep(t, i)) starts.add(i - k);
    else if (KO_TOPIC.test(w) && isBody(w.slice(0, -1))) {
      const at = KO_MODIFIER.test(p) ? i - 1 : i;
      starts.add(Math.max(at, k) - k);
    }
  }
  return starts;
}

const BODY_KO_WORD =
  /^(?:고개|머리|목|턱|시선|어깨|팔꿈치|팔|손목|손바닥|손|가슴|배|복부|코어|허리|등|척추|꼬리뼈|골반|엉덩이|허벅지|다리|무릎|발목|뒤꿈치|발바닥|발끝|발|몸|상체|하체|갈비뼈|날개뼈|견갑골|두 팔|양팔|양손|양발|눈|얼굴)$/u;

const tokenize = (text: string, language: AnalysisLanguage): Token[] =>
  [...text.matchAll(language === 'ko' ? /[^\s,.!?;:…~"“”()]+/gu : /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({
    w: m[0].toLowerCase().replace(/’/gu, "'"),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/**
 * The instructions of one transcript line, whatever its punctuation. `before` is what was said just before (the
 * previous line's text), so a line that begins mid-instruction ("Three, two, one, go." after "30 seconds.") starts
 * with a span that does not open an instruction of its own.
 */
export function splitInstructions(text: string, language: AnalysisLanguage, before = ''): InstructionSpan[] {
  const tokens = tokenize(text, language);
  if (tokens.length === 0) return [];
  const context = tokenize(before, language)
    .slice(-3)
    .map((x) => x.w);
  const starts =
    language === 'ko' ? koreanStarts(tokens, context, (w) => BODY_KO_WORD.test(w)) : englishStarts(tokens, context);
  const ordered = [...starts].sort((a, b) => a - b);
  // A condition belongs to the instruction it conditions: "If your wrists hurt, come down onto your forearms".
  const kept: number[] = [];
  let from = 0;
  let consumed = false;
  let firstOpens = ordered[0] === 0;
  const conditioned = new Set<number>();
  for (const at of ordered) {
    if (language === 'en' && at > from && !consumed && CONDITION.test(tokens[from]!.w)) {
      consumed = true;
      conditioned.add(from);
      if (from === 0) firstOpens = true;
      continue;
    }
    kept.push(at);
    from = at;
    consumed = false;
  }
  const cuts = kept[0] === 0 ? kept : [0, ...kept];
  const out: InstructionSpan[] = [];
  cuts.forEach((first, n) => {
    const start = tokens[first]!.start;
    const to = cuts[n + 1];
    let end = to === undefined ? text.length : tokens[to]!.start;
    while (end > start && /[\s,;:–—-]/u.test(text[end - 1] ?? '')) end--;
    // A condition with the instruction it conditions instructs as that instruction does.
    const opener =
      language === 'en' && ((starts.has(first) && !CONDITION.test(tokens[first]!.w)) || conditioned.has(first));
    out.push({ start, end, opens: n > 0 || firstOpens, opener });
  });
  return out;
}
