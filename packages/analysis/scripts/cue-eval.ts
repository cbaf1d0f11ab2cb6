// `npm run cues:eval` (add `-- --errors` to list every miss): precision and recall of cue detection per kind on
// the labelled class sentences, the tuning set (test-data/cues/{en,ko}.jsonl) and the held-out set
// ({en,ko}.holdout.jsonl, written after the rules and never used to change them).
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
