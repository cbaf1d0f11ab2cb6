/**
 * Precision and recall of cue detection against the labelled class sentences in test-data/cues/{en,ko}.jsonl.
 * Each sentence runs through the same text processing as a real transcript (lexicon, utterance split, rules).
 */
import { readFileSync } from 'node:fs';
import { type AnalysisLanguage, type CueKind, cueKinds, type Style } from '@cuecoach/contracts';
import { processTranscript } from '../process-transcript.ts';

export interface LabelledSentence {
  text: string;
  style: Style;
  labels: CueKind[];
}

export interface KindScore {
  kind: CueKind | 'cue';
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface CueEvaluation {
  language: AnalysisLanguage;
  sentences: number;
  scores: KindScore[];
  errors: { text: string; expected: CueKind[]; got: CueKind[] }[];
}

export function readLabelledSet(path: string | URL): LabelledSentence[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabelledSentence);
}

/** The kinds the analysis finds in one sentence (union over its utterances). */
export function detectedKinds(text: string, language: AnalysisLanguage, style: Style): CueKind[] {
  const processed = processTranscript([{ start: 0, end: 5, text }], { language, style });
  const kinds = new Set(processed.cues.flatMap((cue) => cue.kinds));
  return cueKinds.filter((kind) => kinds.has(kind));
}

export function evaluateCues(set: LabelledSentence[], language: AnalysisLanguage): CueEvaluation {
  const counts = new Map<KindScore['kind'], { tp: number; fp: number; fn: number }>();
  for (const kind of ['cue' as const, ...cueKinds]) counts.set(kind, { tp: 0, fp: 0, fn: 0 });
  const errors: CueEvaluation['errors'] = [];
  for (const sentence of set) {
    const got = detectedKinds(sentence.text, language, sentence.style);
    const expected = sentence.labels;
    const check = (kind: KindScore['kind'], inExpected: boolean, inGot: boolean) => {
      const c = counts.get(kind)!;
      if (inExpected && inGot) c.tp++;
      else if (inGot) c.fp++;
      else if (inExpected) c.fn++;
    };
    check('cue', expected.length > 0, got.length > 0);
    for (const kind of cueKinds) check(kind, expected.includes(kind), got.includes(kind));
    if (got.join() !== [...expected].sort((a, b) => cueKinds.indexOf(a) - cueKinds.indexOf(b)).join()) {
      errors.push({ text: sentence.text, expected, got });
    }
  }
  const scores = [...counts].map(([kind, c]) => ({
    kind,
    truePositives: c.tp,
    falsePositives: c.fp,
    falseNegatives: c.fn,
    precision: c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 1,
    recall: c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 1,
  }));
  return { language, sentences: set.length, scores, errors };
}

export function formatEvaluation(e: CueEvaluation): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`.padStart(8);
  const rows = e.scores.map(
    (s) =>
      `${s.kind.padEnd(12)} P ${pct(s.precision)}  R ${pct(s.recall)}  (tp ${s.truePositives}, fp ${s.falsePositives}, fn ${s.falseNegatives})`,
  );
  return [`cue detection, ${e.language}: ${e.sentences} labelled sentences`, ...rows].join('\n');
}
