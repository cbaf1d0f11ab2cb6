/**
 * Cue detection by utterance. A cue is an instruction to the body or breath: what to move, where, with which
 * breath, when. Each utterance (a sentence, or the part of a run-on that one breath word opens) is one cue at most,
 * classified into every kind it carries: breathing, alignment, transition, directional, safety, timing.
 * Vocabulary alone never makes a cue: the utterance must first read as an instruction (docs/metrics.md).
 */
import { type AnalysisLanguage, type CueKind, cueKinds, groupOfStyle, type Style } from '@cuecoach/contracts';
import type { LexiconHit } from '../match.ts';
import { englishCueRule } from './english.ts';
import { koreanCueRule } from './korean.ts';
import type { CueRule, EvidenceSpan } from './types.ts';

export type { EvidenceSpan } from './types.ts';

const rules: Record<AnalysisLanguage, CueRule> = { en: englishCueRule, ko: koreanCueRule };

export type CueEvidence = EvidenceSpan & { kind: CueKind };

export interface CueClassification {
  /** The kinds this utterance carries, in `cueKinds` order; empty when it is not a cue. */
  kinds: CueKind[];
  /** One span per kind: the words that make it that kind of cue (offsets into the utterance). */
  evidence: CueEvidence[];
}

export interface ClassifyOptions {
  language: AnalysisLanguage;
  style?: Style | null;
  /**
   * Lexicon cue hits inside the utterance (offsets into it): the admin-editable vocabulary adds evidence for its
   * category, but only in an utterance that already reads as an instruction.
   */
  lexiconHits?: Pick<LexiconHit, 'kind' | 'cueCategory' | 'start' | 'end' | 'term'>[];
  /**
   * The text starts with an instruction opener found from the words (instructions.ts): it instructs, whatever its
   * grammar reads as on its own ("hips low and core tight"). Never for a presentation, whose signposts are its cues.
   */
  opened?: boolean;
}

export function classifyUtterance(text: string, opts: ClassifyOptions): CueClassification {
  const rule = rules[opts.language];
  const presentation = opts.style ? groupOfStyle(opts.style) === 'presentation' : false;
  const signposts = presentation ? rule.signpost(text) : [];
  if (!(opts.opened && !presentation) && !rule.isInstruction(text)) {
    const first = signposts[0];
    return first
      ? { kinds: ['transition'], evidence: [{ ...first, kind: 'transition' }] }
      : { kinds: [], evidence: [] };
  }
  const found = rule.evidence(text);
  found.transition.push(...signposts);
  for (const hit of opts.lexiconHits ?? []) {
    if (hit.kind !== 'cue' || !hit.cueCategory) continue;
    found[hit.cueCategory].push({ start: hit.start, end: hit.end, term: hit.term });
  }
  const evidence: CueEvidence[] = [];
  for (const kind of cueKinds) {
    const first = [...found[kind]].sort((a, b) => a.start - b.start)[0];
    if (first) evidence.push({ ...first, kind });
  }
  return { kinds: evidence.map((e) => e.kind), evidence };
}

export interface UtteranceSpan {
  start: number;
  end: number;
}

const SENTENCE = /[^.!?。？！;]+[.!?。？！;]*/gu;
/** A breath word after a comma opens the next cue of a flow ("reach up, exhale fold forward"). */
const BREATH_JOINT: Record<AnalysisLanguage, RegExp> = {
  en: /,\s+(?=(?:and\s+)?(?:inhale|exhale|breathe\s+(?:in|out)|as\s+you\s+(?:inhale|exhale))\b)/giu,
  ko: /,\s+(?=(?:숨을\s+)?(?:들이마시|들이쉬|내쉬|마시|내뱉)[가-힣]*(?:\s|,))/gu,
};

/** The utterances of one segment's text, as trimmed spans; a cue is counted at most once per utterance. */
export function splitUtterances(text: string, language: AnalysisLanguage): UtteranceSpan[] {
  const out: UtteranceSpan[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/u.test(text[start] ?? '')) start++;
    while (end > start && /[\s,]/u.test(text[end - 1] ?? '')) end--;
    if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) out.push({ start, end });
  };
  for (const sentence of text.matchAll(SENTENCE)) {
    const base = sentence.index ?? 0;
    let cursor = 0;
    for (const joint of sentence[0].matchAll(new RegExp(BREATH_JOINT[language].source, BREATH_JOINT[language].flags))) {
      const at = joint.index ?? 0;
      // Only split when the part before is an instruction of its own, not a lone lead-in ("Inhale, …").
      if (sentence[0].slice(cursor, at).trim().split(/\s+/u).length < 3) continue;
      push(base + cursor, base + at);
      cursor = at + joint[0].length;
    }
    push(base + cursor, base + sentence[0].length);
  }
  return out;
}
