/**
 * Turning a quoted line into what a coach would have said instead: fillers out, the breath first, a named body
 * part and direction, a pause where students need one.
 */
import type { StyleGroup } from '@cuecoach/contracts';
import { announcedSeconds } from '../text/announcements.ts';
import { onlyBreathAdded } from './consistency.ts';
import { clauses, removeFillers, type Span, tidy } from './excerpt.ts';
import { type CoachContext, josa } from './library/context.ts';
import {
  type Breath,
  findMovementVerb,
  forGroup,
  lastBodyPart,
  lastMovement,
  type MovementVerb,
  movementVerbs,
  namesDirection,
} from './vocabulary.ts';

const breathWord: Record<'en' | 'ko', Record<Breath, string>> = {
  en: { inhale: 'Inhale', exhale: 'Exhale' },
  ko: { inhale: '숨을 들이마시며', exhale: '숨을 내쉬며' },
};

/** Dance counts instead of breath: the music carries the timing. */
const danceCount: Record<Breath, string> = { inhale: '5, 6', exhale: '7, 8' };

/** Default movement when a vague cue names no verb either: the most common move of each group. */
const defaultVerbIndex: Record<StyleGroup, number> = { yoga: 4, pilates: 2, dance: 6, fitness: 8, presentation: 2 };

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The text as a finished sentence: a trailing comma or dash (a line cut mid-sentence) becomes its full stop. */
function endSentence(text: string): string {
  const trimmed = text.replace(/[\s,;:–—-]+$/u, '');
  return /[.!?。]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function lead(breath: Breath, c: CoachContext): string {
  if (c.group === 'dance') return c.spoken === 'en' ? `On ${danceCount[breath]},` : `${danceCount[breath]}에`;
  return c.spoken === 'en' ? `${breathWord.en[breath]},` : breathWord.ko[breath];
}

export function withoutFillers(text: string, fillers: Span[]): string {
  return removeFillers(text, fillers);
}

/**
 * A vague cue rewritten as breath (or count) + body part + direction. The movement comes from the cue's own verb,
 * the body part from the cue or the sentence before it; only what the instructor left out is filled in.
 */
export function concreteCue(text: string, context: string, c: CoachContext): string {
  const verbs = movementVerbs[c.spoken];
  const movement = lastMovement(text, c.spoken) ?? lastMovement(context, c.spoken);
  const verb: MovementVerb = forGroup(movement?.verb ?? (verbs[defaultVerbIndex[c.group]] as MovementVerb), c.group);
  const body = movement?.body ?? lastBodyPart(text, c.spoken) ?? verb.body;
  if (c.spoken === 'en') {
    return `${lead(verb.breath, c)} ${verb.verb} your ${body.replace(/^(?:your|the)\s+/i, '')} ${verb.direction}.`;
  }
  const main = `${lead(verb.breath, c)} ${josa(body, '을/를')} ${verb.direction} ${verb.verb}.`;
  return verb.after ? `${main} ${verb.after}` : main;
}

/** Lead-ins that add words but no instruction ("let's", "we're going to", "go ahead and", "자, 이제"). */
const HEDGES: Record<'en' | 'ko', RegExp> = {
  en: /^(?:(?:and|so|now|okay|ok|alright|then|just|go ahead and|let's|let us|we're going to|we are going to|you're going to|you are going to|we're gonna|you're gonna|i want you to|i'd like you to|we'll|you'll|try to|kind of|sort of)\s+)+/i,
  ko: /^(?:(?:자|이제|그럼|그리고|그다음에|그 다음에|한번|한 번|좀|그냥|일단)[,\s]+)+/,
};

/**
 * The first place `pattern` names a movement the line asks for. An "-ing" word names an exercise or a state
 * ("start with jumping jacks", "keep pressing"), not the movement a breath should time, so it is skipped.
 */
function movementAt(cue: string, pattern: RegExp): RegExpExecArray | null {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let m = re.exec(cue); m; m = re.exec(cue)) {
    const word = cue.slice(m.index).match(/^[\p{L}'-]+/u)?.[0] ?? m[0];
    if (!/^[a-z]{3,}ing$/i.test(word) || /^(?:spring|string)$/i.test(word)) return m; // not "bring", "swing"
    if (m[0].length === 0) re.lastIndex++;
  }
  return null;
}

/**
 * Whether the line ends on its movement ("lift your arms", "sit back"), so a direction added at the end describes
 * that movement. When more follows ("start with jumping jacks in 3, 2, 1, go", "lift the top leg, keep the hip
 * stacked", "lower your knees and rest in child pose") the direction would land on another word.
 */
function endsOnMovement(cue: string, verbMatch: RegExpExecArray): boolean {
  const after = cue.slice(verbMatch.index + verbMatch[0].length).replace(/^\S*/, '');
  if (/[,;.!?:]/.test(after) || /\b(?:and|then|or|in|into|to|with|while)\b/i.test(after)) return false;
  return after.split(/\s+/).filter(Boolean).length <= 3;
}

/**
 * A movement cue given without its breath, rewritten the way a teacher would say it: lead-ins and fillers out,
 * the breath (or count) that times the movement first, the direction named if it was missing. Undefined when the
 * only change would be the breath word (that is not worth a rewrite), or when the line has no movement.
 */
export function breathCue(text: string, fillers: Span[], c: CoachContext): string | undefined {
  let cue = withoutFillers(text, fillers).replace(/[.!?]+$/, '');
  const pattern = movementVerbs[c.spoken].map((v) => v.pattern);
  const hit = pattern
    .map((p) => ({ p, m: movementAt(cue, p) }))
    .filter((x) => x.m)
    .sort((a, b) => (a.m?.index ?? 0) - (b.m?.index ?? 0))[0];
  const found = hit ? findMovementVerb(hit.m![0], c.spoken) : undefined;
  if (!found) return undefined;
  const verb = forGroup(found, c.group);
  if (!namesDirection(cue, c.spoken) && c.spoken === 'en' && endsOnMovement(cue, hit!.m!))
    cue = `${cue} ${verb.direction}`;
  // The breath goes in front of the clause that carries the movement ("Next, burpees, EXHALE, jump back"),
  // not in front of a lead-in that names the exercise.
  const verbAt = hit?.m?.index ?? 0;
  const before = cue.slice(0, verbAt);
  let clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.')) + 1;
  // Only a short lead-in ("Next, burpees", "다음은 버피") stays in front; a longer head is itself an instruction.
  // A head that is whole sentences ("Start with feet together. Arms by your sides.") stays as said; the breath
  // opens the sentence that moves.
  const sentenceHead = /[.!?]\s*$/.test(before.slice(0, clauseStart));
  if (!sentenceHead && before.slice(0, clauseStart).trim().split(/\s+/).length > 3) clauseStart = 0;
  // A head that is only lead-ins ("So let's,", "Now,", "자,") adds words but no instruction: it goes.
  const said = cue.slice(0, clauseStart).trimEnd();
  const head = `${said.replace(/[,;]$/, '')} `.replace(HEDGES[c.spoken], '').trim() === '' ? '' : said;
  const tail = cue.slice(clauseStart).trimStart().replace(HEDGES[c.spoken], '');
  const led = c.spoken === 'en' ? `${lead(verb.breath, c)} ${lowerFirst(tail)}` : `${lead(verb.breath, c)} ${tail}`;
  const rewritten = endSentence(head ? `${head} ${c.spoken === 'en' && !sentenceHead ? lowerFirst(led) : led}` : led);
  if (!onlyBreathAdded(text, rewritten, c.spoken)) return rewritten;
  // Nothing to cut: the breath times one action, and the details that shape it become their own sentence, so
  // students move on the breath first and refine after. A line that is one action already is not rewritten.
  const [movement, ...details] = clauses(tail, c.spoken);
  if (!movement || details.length === 0 || head) return undefined;
  const first = endSentence(
    c.spoken === 'en' ? `${lead(verb.breath, c)} ${lowerFirst(movement)}` : `${lead(verb.breath, c)} ${movement}`,
  );
  const rest = endSentence(tidy(details.join(', ').replace(/^(?:and|그리고)\s+/i, '')));
  return `${first} ${rest}`;
}

const holdLine: Record<'en' | 'ko', Record<StyleGroup, string>> = {
  en: {
    yoga: 'Stay here for five breaths; with each exhale, soften your shoulders away from your ears.',
    pilates: 'Hold for three breaths: ribs soft, pelvis still.',
    dance: 'Hold the shape for 8: 5, 6, 7, 8, and reset.',
    fitness: "Keep breathing, exhale on every effort; I'll call the time.",
    presentation: "Take a moment to read this; I'll point out the key figure in a second.",
  },
  ko: {
    yoga: '여기서 다섯 호흡 머뭅니다. 내쉴 때마다 어깨를 귀에서 멀리 내려놓으세요.',
    pilates: '세 호흡 유지합니다. 갈비뼈는 부드럽게, 골반은 그대로.',
    dance: '그 모양으로 8카운트 유지. 5, 6, 7, 8, 그리고 리셋.',
    fitness: '호흡 계속, 힘쓸 때마다 내쉬세요. 시간은 제가 알려 드릴게요.',
    presentation: '잠시 읽어 보실 시간을 드리겠습니다. 곧 핵심 숫자를 짚어 드리겠습니다.',
  },
};

const restorativeHold: Record<'en' | 'ko', string> = {
  en: "Let the floor hold you completely. We'll stay about two more minutes; I'll let you know when it's time to move.",
  ko: '바닥에 몸을 완전히 맡기세요. 2분 정도 더 머물겠습니다. 움직일 때가 되면 알려 드릴게요.',
};

/** A cue for the middle of a hold whose length was already said: no second length. */
const checkInLine: Record<'en' | 'ko', Record<StyleGroup, string>> = {
  en: {
    yoga: 'Keep breathing here; with each exhale, soften your shoulders away from your ears.',
    pilates: "Ribs soft, pelvis still; I'll count the last five.",
    dance: "Reset and listen to the music; I'll count you into the next eight.",
    fitness: "Keep breathing, exhale on every effort; I'll call the time.",
    presentation: "Take a moment with this; I'll point out the key figure in a second.",
  },
  ko: {
    yoga: '호흡을 이어 가세요. 내쉴 때마다 어깨를 귀에서 멀리 내려놓습니다.',
    pilates: '갈비뼈는 부드럽게, 골반은 그대로. 마지막 다섯 개는 제가 세어 드릴게요.',
    dance: '음악을 들으며 준비하세요. 다음 에잇카운트는 제가 세어 드릴게요.',
    fitness: '호흡 계속, 힘쓸 때마다 내쉬세요. 시간은 제가 알려 드릴게요.',
    presentation: '잠시 살펴보세요. 곧 핵심 숫자를 짚어 드리겠습니다.',
  },
};

/** What ends a stretch of students working: who calls the end, so the silence after the work is not a guess. */
const workEndLine: Record<'en' | 'ko', Record<StyleGroup, string>> = {
  en: {
    yoga: "Stay with it; I'll tell you when to come out.",
    pilates: "Keep going; I'll count the last five, then we rest.",
    dance: "Keep dancing it; I'll count you into the next eight.",
    fitness: "Keep going; I'll count you down from five.",
    presentation: "Take a moment with this; I'll point out the key figure in a second.",
  },
  ko: {
    yoga: '그대로 머무세요. 나올 때를 알려 드릴게요.',
    pilates: '계속합니다. 마지막 다섯 개는 제가 세어 드리고, 그다음 쉽니다.',
    dance: '계속 춰 보세요. 다음 에잇카운트는 제가 세어 드릴게요.',
    fitness: '계속 갑니다. 마지막 5초는 제가 카운트다운할게요.',
    presentation: '잠시 살펴보세요. 곧 핵심 숫자를 짚어 드리겠습니다.',
  },
};

/**
 * The line before a silence, followed by the cue that tells students what the silence is for. A line that already
 * gives a length gets a check-in (never a second length); a silence that began as students' working time gets who
 * calls its end (never "hold for three breaths" after a work interval); plain talk gets a hold cue with a length.
 */
export function withHoldCue(
  text: string,
  fillers: Span[],
  c: CoachContext,
  after: 'talk' | 'working' | 'hold' | 'question' = 'talk',
): string {
  const statesLength = announcedSeconds(text, c.spoken, 5) !== undefined;
  const line =
    statesLength || after === 'hold'
      ? checkInLine[c.spoken][c.group]
      : after === 'working'
        ? workEndLine[c.spoken][c.group]
        : c.style === 'restorative' || c.style === 'yin'
          ? restorativeHold[c.spoken]
          : holdLine[c.spoken][c.group];
  return `${endSentence(withoutFillers(text, fillers))} ${line}`;
}

const pauseMark: Record<'en' | 'ko', string> = { en: '(pause: one breath)', ko: '(한 호흡 쉬고)' };
/** A talk pauses after a point; nobody times a breath there. */
const talkPauseMark: Record<'en' | 'ko', string> = { en: '(pause)', ko: '(잠깐 멈추고)' };

/** Breath words that open the next movement of a run-on ("…over your ankle inhale sweep your arms up…"). */
const BREATH_OPENER: Record<'en' | 'ko', RegExp> = {
  en: /\s+(?=(?:inhale|exhale|breathe in|breathe out)\b)/i,
  ko: /\s+(?=(?:숨을\s+)?(?:들이마시|들이쉬|내쉬|마시)[가-힣]*\s)/,
};

/** One movement per part: split at clause joints, then before each breath word that opens a movement. */
function movementParts(text: string, spoken: 'en' | 'ko'): string[] {
  return clauses(text, spoken)
    .flatMap((part) => part.split(BREATH_OPENER[spoken]))
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** "inhale sweep your arms up" → "Inhale, sweep your arms up." */
function asSentence(part: string, spoken: 'en' | 'ko'): string {
  const withComma =
    spoken === 'en'
      ? part.replace(/^(inhale|exhale|breathe in|breathe out)\s+(?!,)/i, '$1, ')
      : part.replace(/^((?:숨을\s+)?(?:들이마시|들이쉬|내쉬|마시)[가-힣]*(?:며|고|면서))\s+(?!,)/, '$1, ');
  return endSentence(tidy(withComma));
}

/**
 * A run-on instruction as short sentences, one movement each, with a breath of silence between them; a breath
 * word always opens the movement it times. `keep` limits how many stay (for a crowded cue, the first ones).
 */
export function spaced(text: string, fillers: Span[], c: CoachContext, keep = 8): string {
  const parts = movementParts(withoutFillers(text, fillers), c.spoken).slice(0, keep);
  const mark = (c.group === 'presentation' ? talkPauseMark : pauseMark)[c.spoken];
  if (parts.length <= 1) return `${asSentence(parts[0] ?? text, c.spoken)} ${mark}`;
  return parts.map((p) => asSentence(p, c.spoken)).join(` ${mark} `);
}
