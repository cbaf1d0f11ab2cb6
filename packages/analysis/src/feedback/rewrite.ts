/**
 * Turning a quoted line into what a coach would have said instead: fillers out, the breath first, a named body
 * part and direction, a pause where students need one.
 */
import type { StyleGroup } from '@cuecoach/contracts';
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
  vaguePatterns,
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

function endSentence(text: string): string {
  return /[.!?。]$/.test(text) ? text : `${text}.`;
}

function lead(breath: Breath, c: CoachContext): string {
  if (c.group === 'dance') return c.language === 'en' ? `On ${danceCount[breath]},` : `${danceCount[breath]}에`;
  return c.language === 'en' ? `${breathWord.en[breath]},` : breathWord.ko[breath];
}

export function withoutFillers(text: string, fillers: Span[]): string {
  return removeFillers(text, fillers);
}

/**
 * A vague cue rewritten as breath (or count) + body part + direction. The movement comes from the cue's own verb,
 * the body part from the cue or the sentence before it; only what the instructor left out is filled in.
 */
export function concreteCue(text: string, context: string, c: CoachContext): string {
  const verbs = movementVerbs[c.language];
  const movement = lastMovement(text, c.language) ?? lastMovement(context, c.language);
  const verb: MovementVerb = forGroup(movement?.verb ?? (verbs[defaultVerbIndex[c.group]] as MovementVerb), c.group);
  const body = movement?.body ?? lastBodyPart(text, c.language) ?? verb.body;
  if (c.language === 'en') {
    return `${lead(verb.breath, c)} ${verb.verb} your ${body.replace(/^(?:your|the)\s+/i, '')} ${verb.direction}.`;
  }
  const main = `${lead(verb.breath, c)} ${josa(body, '을/를')} ${verb.direction} ${verb.verb}.`;
  return verb.after ? `${main} ${verb.after}` : main;
}

/** An existing cue with the breath (or count) put in front and, if missing, the direction of its movement. */
export function breathFirst(text: string, fillers: Span[], c: CoachContext): string {
  let cue = withoutFillers(text, fillers).replace(/[.!?]+$/, '');
  const pattern = movementVerbs[c.language].map((v) => v.pattern);
  const hit = pattern
    .map((p) => ({ p, m: new RegExp(p.source, p.flags).exec(cue) }))
    .filter((x) => x.m)
    .sort((a, b) => (a.m?.index ?? 0) - (b.m?.index ?? 0))[0];
  const found = hit ? findMovementVerb(hit.m![0], c.language) : undefined;
  const verb = found ? forGroup(found, c.group) : undefined;
  const breath: Breath = verb?.breath ?? 'exhale';
  if (verb && !namesDirection(cue, c.language) && c.language === 'en') cue = `${cue} ${verb.direction}`;
  // The breath goes in front of the clause that carries the movement ("Next, burpees, EXHALE, jump back"),
  // not in front of a lead-in that names the exercise.
  const verbAt = hit?.m?.index ?? 0;
  const before = cue.slice(0, verbAt);
  let clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.')) + 1;
  // Only a short lead-in ("Next, burpees", "다음은 버피") stays in front; a longer head is itself an instruction.
  if (before.slice(0, clauseStart).trim().split(/\s+/).length > 3) clauseStart = 0;
  const head = cue.slice(0, clauseStart).trimEnd();
  const tail = cue.slice(clauseStart).trimStart();
  if (c.language === 'en') {
    const led = `${lead(breath, c)} ${lowerFirst(tail)}`;
    return endSentence(head ? `${head} ${lowerFirst(led)}` : led);
  }
  const led = `${lead(breath, c)} ${tail}`;
  return endSentence(head ? `${head} ${led}` : led);
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

/** The line before a silence, followed by the cue that tells students what the silence is for. */
export function withHoldCue(text: string, fillers: Span[], c: CoachContext): string {
  const line =
    c.style === 'restorative' || c.style === 'yin' ? restorativeHold[c.language] : holdLine[c.language][c.group];
  return `${endSentence(withoutFillers(text, fillers))} ${line}`;
}

const pauseMark: Record<'en' | 'ko', string> = { en: '(pause: one breath)', ko: '(한 호흡 쉬고)' };

/**
 * A run-on instruction as short sentences with a breath of silence between them. `keep` limits how many clauses
 * stay (for a crowded cue, the first ones; the instructor picks what matters most).
 */
export function spaced(text: string, fillers: Span[], c: CoachContext, keep = 8): string {
  const parts = clauses(withoutFillers(text, fillers), c.language).slice(0, keep);
  if (parts.length <= 1) return `${endSentence(tidy(parts[0] ?? text))} ${pauseMark[c.language]}`;
  return parts.map((p) => endSentence(tidy(p))).join(` ${pauseMark[c.language]} `);
}

/** Whether a text still contains a vague deictic (used to pick the rewrite for a quoted line). */
export function isVague(text: string, c: CoachContext): boolean {
  return vaguePatterns[c.language].test(text);
}
