import type { AnalysisLanguage } from '@cuecoach/contracts';
import { processTranscript, type RawSegment } from '../text/process-transcript.ts';

export interface LiveTranscriptStats {
  words: number;
  /** Words per minute of everything heard so far (the same time base as a report's WPM, docs/metrics.md). */
  wpm: number;
  fillers: number;
  /** The filler words heard, in order (as written in the transcript, lower case). */
  fillerWords: string[];
}

/** Word count, pace and fillers of a live transcript, counted by the same lexicon and rules as a full analysis. */
export function liveTranscriptStats(
  segments: RawSegment[],
  language: AnalysisLanguage,
  heardSec: number,
): LiveTranscriptStats {
  const processed = processTranscript(segments, { language });
  const words = processed.words.length;
  return {
    words,
    wpm: heardSec > 0 ? Math.round((words / (heardSec / 60)) * 10) / 10 : 0,
    fillers: processed.fillerHits.length,
    fillerWords: processed.fillerHits.map((hit) => {
      const segment = processed.segments[hit.segmentIndex];
      return (segment?.text.slice(hit.start, hit.end) ?? hit.term).toLowerCase();
    }),
  };
}
