// `npm run cues:eval` (add `-- --errors` to list every miss): precision and recall of cue detection per kind on
// the labelled class sentences (test-data/cues/{en,ko}.jsonl, the set the rules are developed on) and on the held-out
// set ({en,ko}.holdout.jsonl, written fresh before the last rule changes; no sentence of it is copied into a rule).
import { evaluateCues, formatEvaluation, readLabelledSet } from '../src/text/cues/evaluate.ts';

const showErrors = process.argv.includes('--errors');
for (const set of ['', '.holdout']) {
  for (const language of ['en', 'ko'] as const) {
    const file = new URL(`../test-data/cues/${language}${set}.jsonl`, import.meta.url);
    const result = evaluateCues(readLabelledSet(file), language);
    console.log(`${set ? 'held-out' : 'labelled'} set — ${formatEvaluation(result)}\n`);
    if (showErrors)
      for (const e of result.errors)
        console.log(`  expected ${e.expected.join('+') || '-'} got ${e.got.join('+') || '-'}: ${e.text}`);
  }
}
