import type { LexiconTerm } from '@cuecoach/contracts';
import type { TimeRange } from '../../src/metrics/pauses.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

/** One transcript segment per speech region, each holding the given text, for metrics tests with known truth. */
export function transcriptOver(
  regions: TimeRange[],
  textOf: (index: number) => string,
  opts: { language?: 'ko' | 'en'; lexicon?: LexiconTerm[] } = {},
) {
  return processTranscript(
    regions.map((r, i) => ({ start: r.start, end: r.end, text: textOf(i) })),
    { language: opts.language ?? 'en', lexicon: opts.lexicon ?? [] },
  );
}

/** `count` filler-free words. */
export const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');
