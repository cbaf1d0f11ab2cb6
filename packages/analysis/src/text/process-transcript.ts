import type { AnalysisLanguage, CueCategory, LexiconTerm, Style, TranscriptSegment } from '@cuecoach/contracts';
import { defaultLexicon } from '../lexicon/index.ts';
import { compileLexicon, findHits, type LexiconHit } from './match.ts';
import { countSyllables, countsSyllables, maskAnnotations, normalizeToken, tokenize } from './tokenize.ts';

export type RawSegment = { start: number; end: number; text: string };

/** A word with its estimated time: segments only carry start/end, so words are spread over the segment by position. */
export type TranscriptWord = { text: string; start: number; end: number; segmentIndex: number };

/** A lexicon hit placed in the transcript: index of its segment, character offsets in it, and estimated time. */
export type TranscriptHit = LexiconHit & { segmentIndex: number; time: number };

export type ProcessedTranscript = {
  language: AnalysisLanguage;
  style: Style | null;
  /** Non-empty segments in time order, text trimmed; marks are offsets into this text. */
  segments: TranscriptSegment[];
  words: TranscriptWord[];
  /** Unique words, case-folded (Korean: unique eojeol). */
  uniqueWordCount: number;
  fillerHits: TranscriptHit[];
  cueHits: TranscriptHit[];
  /** Korean only: spoken syllables in the transcript. */
  syllableCount?: number;
  /** Lexicon terms that could not be used (invalid regex…), for logs; the analysis goes on without them. */
  lexiconWarnings: string[];
};

export type ProcessTranscriptOptions = {
  language: AnalysisLanguage;
  /** Defaults to the shipped lexicon of the language (`defaultLexicon`). */
  lexicon?: LexiconTerm[];
  /** Enables the lexicon's style- and group-specific terms (e.g. dance counts, Pilates spring changes). */
  style?: Style | null;
};

function timeAt(segment: RawSegment, textLength: number, charPosition: number): number {
  if (textLength === 0) return segment.start;
  const span = Math.max(0, segment.end - segment.start);
  return segment.start + (span * Math.min(Math.max(charPosition, 0), textLength)) / textLength;
}

/**
 * Spec §4 step text_processing: tokenise, match the lexicon and place fillers and cues in each segment.
 * Pure: the same input always gives the same output.
 */
export function processTranscript(segments: RawSegment[], opts: ProcessTranscriptOptions): ProcessedTranscript {
  const lexicon = compileLexicon(opts.lexicon ?? defaultLexicon(opts.language), {
    language: opts.language,
    style: opts.style,
  });
  const ordered = segments
    .map((segment) => ({ ...segment, text: segment.text.trim() }))
    .filter((segment) => segment.text.length > 0)
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const out: TranscriptSegment[] = [];
  const words: TranscriptWord[] = [];
  const fillerHits: TranscriptHit[] = [];
  const cueHits: TranscriptHit[] = [];
  const unique = new Set<string>();
  let syllables = 0;

  ordered.forEach((segment, segmentIndex) => {
    const { text } = segment;
    const spoken = maskAnnotations(text);
    for (const token of tokenize(spoken)) {
      words.push({
        text: token.text,
        start: timeAt(segment, text.length, token.start),
        end: timeAt(segment, text.length, token.end),
        segmentIndex,
      });
      unique.add(normalizeToken(token.text));
    }
    if (countsSyllables(opts.language)) syllables += countSyllables(spoken);

    const hits = findHits(spoken, lexicon);
    const fillers: TranscriptSegment['fillers'] = [];
    const cues: TranscriptSegment['cues'] = [];
    for (const hit of hits) {
      const placed: TranscriptHit = { ...hit, segmentIndex, time: timeAt(segment, text.length, hit.start) };
      if (hit.kind === 'filler') {
        fillers.push({ term: hit.term, start: hit.start, end: hit.end });
        fillerHits.push(placed);
      } else {
        cues.push({ term: hit.term, start: hit.start, end: hit.end, category: hit.cueCategory as CueCategory });
        cueHits.push(placed);
      }
    }
    out.push({ start: segment.start, end: segment.end, text, fillers, cues });
  });

  return {
    language: opts.language,
    style: opts.style ?? null,
    segments: out,
    words,
    uniqueWordCount: unique.size,
    fillerHits,
    cueHits,
    ...(countsSyllables(opts.language) ? { syllableCount: syllables } : {}),
    lexiconWarnings: lexicon.warnings,
  };
}
