/**
 * How an analysis compares with a generated class's truth (synth.ts): segment times against the designed
 * pauses, filled pauses found against the ones spoken, and the style's terms heard. Shared by the fixture tests
 * and `npm run bench:analysis`, so both report the same figures.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { Truth } from './synth.ts';

interface Span {
  start: number;
  end: number;
}
interface TextSpan extends Span {
  text: string;
}

export const GAP_TOLERANCE_SEC = 0.4;

/** Designed pauses of at least `minSec` between two sentences (a pause next to a filler has no segment edge). */
function sentencePauses(truth: Pick<Truth, 'pauses' | 'sentences'>, minSec: number): Span[] {
  const ends = new Set(truth.sentences.map((s) => s.end));
  const starts = new Set(truth.sentences.map((s) => s.start));
  return truth.pauses.filter((p) => p.end - p.start >= minSec && ends.has(p.start) && starts.has(p.end));
}

export interface GapAgreement {
  pauses: number;
  agreed: number;
  /** The designed pauses that are not a gap between consecutive segments within the tolerance. */
  missed: Span[];
}

/** Every designed pause ≥ 2 s should be the gap between two consecutive segments, both edges within 0.4 s. */
export function segmentGapAgreement(
  segments: Span[],
  truth: Pick<Truth, 'pauses' | 'sentences'>,
  minSec = 2,
): GapAgreement {
  const pauses = sentencePauses(truth, minSec);
  const missed = pauses.filter(
    (p) =>
      !segments.some(
        (s, i) =>
          i + 1 < segments.length &&
          Math.abs(s.end - p.start) <= GAP_TOLERANCE_SEC &&
          Math.abs(segments[i + 1]!.start - p.end) <= GAP_TOLERANCE_SEC,
      ),
  );
  return { pauses: pauses.length, agreed: pauses.length - missed.length, missed };
}

/** Segments that hold a designed pause of `minSec` or more inside them, and segments longer than `maxSec`. */
export function segmentsSpanningPauses(
  segments: Span[],
  truth: Pick<Truth, 'pauses'>,
  minSec = 1.5,
  maxSec = 15,
): { spanning: Span[]; tooLong: Span[] } {
  const long = truth.pauses.filter((p) => p.end - p.start >= minSec);
  return {
    spanning: segments.filter((s) =>
      long.some((p) => p.start > s.start + GAP_TOLERANCE_SEC && p.end < s.end - GAP_TOLERANCE_SEC),
    ),
    tooLong: segments.filter((s) => s.end - s.start > maxSec),
  };
}

export const spokenFillerPattern: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:u+m+|u+h+|h?m{2,}|e+r+m+)\b/gi,
  ko: /(?<![\p{L}])(?:음+|어+|으+음|엄+)(?![\p{L}])/gu,
};

export interface FillerRecall {
  spoken: number;
  found: number;
  /** Filled pauses reported where nothing was said (acoustic ones away from every spoken filler). */
  falseAlarms: number;
  /** How many were written by the recogniser (the rest found acoustically). */
  written: number;
}

/**
 * A spoken filler counts as found when an acoustic filled pause overlaps it, or when the segment it falls in
 * (±1 s), or the segment opening with one after the pause it lies in, has a written um/uh/음/어 not already used for
 * another one.
 */
export function fillerRecall(
  result: { segments: TextSpan[]; filledPauses: Span[] },
  truth: Pick<Truth, 'fillers'>,
  language: AnalysisLanguage,
): FillerRecall {
  const overlaps = (a: Span, b: Span) => a.start < b.end + 0.1 && a.end > b.start - 0.1;
  const writtenLeft = result.segments.map((s) => s.text.match(spokenFillerPattern[language])?.length ?? 0);
  let found = 0;
  let written = 0;
  for (const filler of truth.fillers) {
    if (result.filledPauses.some((p) => overlaps(p, filler))) {
      found++;
      continue;
    }
    const mid = (filler.start + filler.end) / 2;
    // A hesitation said straight after a sentence and followed by a pause is written by Whisper at the start of the
    // segment after the pause: that segment's opening filler matches one anywhere in the pause before it.
    const opensAfter = (s: TextSpan, i: number) =>
      i > 0 &&
      new RegExp(`^[^\\p{L}\\p{N}]*(?:${spokenFillerPattern[language].source})`, 'iu').test(s.text) &&
      mid >= result.segments[i - 1]!.end - 1 &&
      mid <= s.start;
    const index = result.segments.findIndex(
      (s, i) => writtenLeft[i]! > 0 && ((mid >= s.start - 1 && mid <= s.end + 1) || opensAfter(s, i)),
    );
    if (index >= 0) {
      writtenLeft[index]!--;
      found++;
      written++;
    }
  }
  const falseAlarms =
    result.filledPauses.filter((p) => !truth.fillers.some((f) => overlaps(p, f))).length +
    writtenLeft.reduce((a, b) => a + b, 0);
  return { spoken: truth.fillers.length, found, falseAlarms, written };
}

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[-‐]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

export interface TermAccuracy {
  spoken: number;
  heard: number;
  missed: string[];
}

/**
 * Style terms said in the script (by the vocabulary list) against those in the transcript, occurrence by
 * occurrence: a term said three times must appear three times.
 */
export function termAccuracy(
  transcript: string,
  truth: Pick<Truth, 'sentences'>,
  terms: readonly string[],
): TermAccuracy {
  const said = normalise(truth.sentences.map((s) => s.text).join(' . '));
  const heard = normalise(transcript);
  const count = (haystack: string, term: string) => haystack.split(normalise(term)).length - 1;
  let spoken = 0;
  let matched = 0;
  const missed: string[] = [];
  for (const term of terms) {
    const n = count(said, term);
    if (n === 0) continue;
    const m = Math.min(n, count(heard, term));
    spoken += n;
    matched += m;
    if (m < n) missed.push(term);
  }
  return { spoken, heard: matched, missed };
}
