/**
 * Written filled pauses matched to acoustic ones, so one hesitation the recogniser wrote down and the detector
 * (detect.ts) also found is counted once.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';

const lexicalFilledPause: Record<AnalysisLanguage, RegExp> = {
  en: /\b(u+m+|u+h+|e+r+m+|h+m+|a+h+|m+h*m+)\b/gi,
  ko: /(^|[\s,.!?…])(음+|어+|으+음*|아+)(?=[\s,.!?…]|$)/g,
};

/** Below the pause that always ends a segment (align.ts), so a written filler is matched within its breath group. */
const WRITTEN_FILLER_REACH_SEC = 1.4;

/**
 * Drops acoustic finds that the recogniser did write down, one find per written filler, so one hesitation is never
 * counted twice.
 */
export function withoutTranscribedFillers(
  filledPauses: TimeRange[],
  segments: { start: number; end: number; text: string }[],
  language: AnalysisLanguage,
): TimeRange[] {
  // Written fillers in text order, each placed where its share of the segment's words puts it, and the finds in
  // time order are aligned in order (a hesitation written later in the text was spoken later): as many pairs as
  // possible, then the smallest total gap. A pair needs the find within WRITTEN_FILLER_REACH_SEC of the filler's
  // segment: segments sit on VAD speech, and a hesitation VAD did not hear lies in the gap next to the segment.
  // Matching segment by segment (each segment taking the finds nearest to it) let a segment take its neighbour's
  // hesitation, a fast speaker's being under a second apart, and left its own find counted next to its written
  // filler; nearest-first over the whole recording did the same where a segment's times run ahead of its words.
  const written: { segment: { start: number; end: number }; at: number }[] = [];
  for (const segment of segments) {
    const words = segment.text.split(/\s+/).filter(Boolean).length;
    for (const match of segment.text.matchAll(lexicalFilledPause[language])) {
      const index = segment.text.slice(0, match.index).split(/\s+/).filter(Boolean).length;
      written.push({ segment, at: segment.start + (index / Math.max(1, words)) * (segment.end - segment.start) });
    }
  }
  const finds = [...filledPauses].sort((a, b) => a.start - b.start);
  const mid = (p: TimeRange) => (p.start + p.end) / 2;
  const canPair = (w: (typeof written)[number], p: TimeRange) =>
    Math.max(0, w.segment.start - mid(p), mid(p) - w.segment.end) <= WRITTEN_FILLER_REACH_SEC;
  // score[i][j]: the best alignment of the first i written fillers with the first j finds; a pair is worth far
  // more than any total gap, so the count of pairs comes first.
  const PAIR = 1e6;
  const score = Array.from({ length: written.length + 1 }, () => new Float64Array(finds.length + 1));
  for (let i = 1; i <= written.length; i++) {
    for (let j = 1; j <= finds.length; j++) {
      const w = written[i - 1]!;
      const p = finds[j - 1]!;
      const paired = canPair(w, p) ? score[i - 1]![j - 1]! + PAIR - Math.abs(mid(p) - w.at) : -1;
      score[i]![j] = Math.max(score[i - 1]![j]!, score[i]![j - 1]!, paired);
    }
  }
  const cancelled = new Set<TimeRange>();
  for (let i = written.length, j = finds.length; i > 0 && j > 0; ) {
    if (score[i]![j] === score[i - 1]![j]) i--;
    else if (score[i]![j] === score[i]![j - 1]) j--;
    else {
      cancelled.add(finds[j - 1]!);
      i--;
      j--;
    }
  }
  return filledPauses.filter((p) => !cancelled.has(p));
}
