import {
  type AnalysisLanguage,
  type CueCategory,
  type CueKind,
  cueCategories,
  cueKinds,
  type LexiconTerm,
  type Style,
  type TranscriptSegment,
} from '@cuecoach/contracts';
import { defaultLexicon } from '../lexicon/index.ts';
import { classifyUtterance, splitUtterances } from './cues/index.ts';
import { compileLexicon, findHits, type LexiconHit } from './match.ts';
import { countSyllables, countsSyllables, maskAnnotations, normalizeToken, tokenize } from './tokenize.ts';

/** `confidence`: how sure the recogniser was of the text (0–1), carried onto the transcript line when known. */
export type RawSegment = { start: number; end: number; text: string; confidence?: number };

/** A word with its estimated time: segments only carry start/end, so words are spread over the segment by position. */
export type TranscriptWord = { text: string; start: number; end: number; segmentIndex: number };

/** A lexicon hit placed in the transcript: index of its segment, character offsets in it, and estimated time. */
export type TranscriptHit = Omit<LexiconHit, 'source'> & { segmentIndex: number; time: number };

/** One cueing utterance: where it was said and every kind of cue it carries (docs/metrics.md, "Cues"). */
export type CueUtterance = {
  segmentIndex: number;
  /** Character offsets into the segment's text. */
  start: number;
  end: number;
  text: string;
  kinds: CueKind[];
  /** Estimated time the utterance starts, seconds. */
  time: number;
};

export type ProcessedTranscript = {
  language: AnalysisLanguage;
  style: Style | null;
  /** Non-empty segments in time order, text trimmed; marks are offsets into this text. */
  segments: TranscriptSegment[];
  words: TranscriptWord[];
  /** Unique words, case-folded (Korean: unique eojeol). */
  uniqueWordCount: number;
  fillerHits: TranscriptHit[];
  /** Cue vocabulary found in the text (lexicon hits), whether or not the utterance around it is a cue. */
  cueHits: TranscriptHit[];
  /** The cues: utterances that instruct the body or breath, each counted once with all its kinds. */
  cues: CueUtterance[];
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

const termKey = (term: Pick<LexiconTerm, 'locale' | 'category' | 'term' | 'pattern' | 'cueCategory'>) =>
  `${term.locale}|${term.category}|${term.term}|${term.pattern ?? ''}|${term.cueCategory ?? ''}`;

function timeAt(segment: RawSegment, textLength: number, charPosition: number): number {
  if (textLength === 0) return segment.start;
  const span = Math.max(0, segment.end - segment.start);
  return segment.start + (span * Math.min(Math.max(charPosition, 0), textLength)) / textLength;
}

/** A fragment this short, said this soon after a cue, completes that cue rather than starting another. */
const FRAGMENT_WORDS = 4;
const FRAGMENT_GAP_SEC = 0.4;

/**
 * Whether an utterance is the rest of the cue just said: recognisers end sentences at comma pauses ("Rest. Grab some
 * water.", "Last round. Burpees."), so a few words right after a cue are the same instruction. A breath opens the next
 * cue of a flow, and anything longer, or after a real pause, is an instruction of its own.
 */
function completesCue(text: string, language: AnalysisLanguage, gapSec: number): boolean {
  if (gapSec >= FRAGMENT_GAP_SEC || BREATH_FIRST[language].test(text)) return false;
  return text.trim().split(/\s+/u).length <= FRAGMENT_WORDS;
}

/** A breath word first: the next cue of a flow ("Inhale, reach up."), never the rest of the last one. */
const BREATH_FIRST: Record<AnalysisLanguage, RegExp> = {
  en: /^\W*(?:and\s+)?(?:inhale|exhale|breathe\s+(?:in|out)|as\s+you\s+(?:inhale|exhale)|on\s+(?:the|your)\s+(?:next\s+)?(?:inhale|exhale))\b/iu,
  ko: /^\W*(?:숨을\s+)?(?:들이마시|들이쉬|내쉬|마시|내뱉|들숨|날숨)/u,
};

/**
 * Step text_processing: tokenise, match the lexicon and place fillers and cues in each segment.
 * Pure: the same input always gives the same output.
 */
export function processTranscript(segments: RawSegment[], opts: ProcessTranscriptOptions): ProcessedTranscript {
  // The shipped cue vocabulary is covered by the cue rules themselves; terms an admin added (or edited) still
  // count as evidence for their category inside an utterance that reads as an instruction.
  const shipped = new Set(defaultLexicon(opts.language).map(termKey));
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
  const cueUtterances: CueUtterance[] = [];
  const unique = new Set<string>();
  let syllables = 0;
  // The cue a short fragment may complete: the last counted utterance, while nothing else has been said since.
  let open: { utterance: CueUtterance; counted: { kinds: CueKind[] }; segmentEnd: number } | null = null;

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

    const hits = findHits(spoken, lexicon).map((hit) => ({ ...hit, shipped: shipped.has(termKey(hit.source)) }));
    const fillers: TranscriptSegment['fillers'] = [];
    const cues: TranscriptSegment['cues'] = [];
    const counted: NonNullable<TranscriptSegment['cueUtterances']> = [];
    for (const hit of hits) {
      const { shipped: _shipped, source: _source, ...rest } = hit;
      const placed: TranscriptHit = { ...rest, segmentIndex, time: timeAt(segment, text.length, hit.start) };
      if (hit.kind === 'filler') {
        fillers.push({ term: hit.term, start: hit.start, end: hit.end });
        fillerHits.push(placed);
      } else cueHits.push(placed);
    }
    // Marks: one per cue kind of each cueing utterance (on the words that make it that kind), so the transcript's
    // highlights and the chart count exactly what the metrics count.
    for (const [index, span] of splitUtterances(spoken, opts.language).entries()) {
      const inside = hits
        .filter((hit) => hit.kind === 'cue' && !hit.shipped && hit.start >= span.start && hit.end <= span.end)
        .map((hit) => ({ ...hit, start: hit.start - span.start, end: hit.end - span.start }));
      const utterance = spoken.slice(span.start, span.end);
      const found = classifyUtterance(utterance, { language: opts.language, style: opts.style, lexiconHits: inside });
      if (found.kinds.length === 0) {
        open = null;
        continue;
      }
      let evidence = found.evidence;
      // Only across the recogniser's segments, where their times show the pause; inside one segment the split is
      // the recogniser's punctuation with no time to tell a comma pause from a sentence break.
      const lastEnded = index === 0 && open && open.utterance.segmentIndex !== segmentIndex ? open.segmentEnd : null;
      if (open && lastEnded !== null && completesCue(utterance, opts.language, segment.start - lastEnded)) {
        // One spoken cue that the recogniser cut at a comma pause ("Last round. Burpees."): counted once, with the
        // kinds of both parts; a kind the cue already has gets no second mark.
        const had = new Set(open.utterance.kinds);
        const kinds = cueKinds.filter((k) => had.has(k) || found.kinds.includes(k));
        open.utterance.kinds = kinds;
        open.counted.kinds = kinds;
        open.segmentEnd = segment.end;
        evidence = evidence.filter((e) => !had.has(e.kind));
      } else {
        const entry = { start: span.start, end: span.end, kinds: found.kinds };
        counted.push(entry);
        const placed: CueUtterance = {
          segmentIndex,
          start: span.start,
          end: span.end,
          text: text.slice(span.start, span.end),
          kinds: found.kinds,
          time: timeAt(segment, text.length, span.start),
        };
        cueUtterances.push(placed);
        open = { utterance: placed, counted: entry, segmentEnd: segment.end };
      }
      for (const mark of evidence) {
        if (!(cueCategories as readonly string[]).includes(mark.kind)) continue;
        cues.push({
          term: mark.term,
          start: span.start + mark.start,
          end: span.start + mark.end,
          category: mark.kind as CueCategory,
        });
      }
    }
    cues.sort((a, b) => a.start - b.start || a.end - b.end);
    out.push({
      start: segment.start,
      end: segment.end,
      text,
      fillers,
      cues,
      cueUtterances: counted,
      ...(segment.confidence !== undefined ? { confidence: segment.confidence } : {}),
    });
  });

  return {
    language: opts.language,
    style: opts.style ?? null,
    segments: out,
    words,
    uniqueWordCount: unique.size,
    fillerHits,
    cueHits,
    cues: cueUtterances,
    ...(countsSyllables(opts.language) ? { syllableCount: syllables } : {}),
    lexiconWarnings: lexicon.warnings,
  };
}
