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
import { classifyUtterance } from './cues/index.ts';
import { splitInstructions } from './cues/instructions.ts';
import { compileLexicon, findHits, type LexiconHit } from './match.ts';
import { countSyllables, countsSyllables, maskAnnotations, normalizeToken, tokenize } from './tokenize.ts';

/** `confidence`: how sure the recogniser was of the text (0–1), carried onto the transcript line when known. */
export type RawSegment = { start: number; end: number; text: string; confidence?: number };

/** A word with its estimated time: segments only carry start/end, so words are spread over the segment by position. */
export type TranscriptWord = { text: string; start: number; end: number; segmentIndex: number };

/** A lexicon hit placed in the transcript: index of its segment, character offsets in it, and estimated time. */
export type TranscriptHit = Omit<LexiconHit, 'source'> & { segmentIndex: number; time: number };

/** One cue, an instruction: where it was said and every kind of cue it carries (docs/metrics.md, "Cues"). */
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
  /** The cues: instructions to the body or breath, each counted once with all its kinds. */
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

/** A pause this long before words that open no instruction makes them a cue of their own (a recogniser's segment gap). */
const CONTINUE_GAP_SEC = 1;

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
  // The cue the next words may continue: the last counted instruction, while no other instruction has started.
  let open: { utterance: CueUtterance; counted: { kinds: CueKind[] }; segmentEnd: number } | null = null;
  let before = '';

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
    // Marks: one per cue kind of each counted instruction (on the words that make it that kind), so the transcript's
    // highlights and the chart count exactly what the metrics count. Instructions are found from the words, not the
    // recogniser's punctuation or segments (cues/instructions.ts).
    for (const span of splitInstructions(spoken, opts.language, before)) {
      const inside = hits
        .filter((hit) => hit.kind === 'cue' && !hit.shipped && hit.start >= span.start && hit.end <= span.end)
        .map((hit) => ({ ...hit, start: hit.start - span.start, end: hit.end - span.start }));
      const utterance = spoken.slice(span.start, span.end);
      const found = classifyUtterance(utterance, {
        language: opts.language,
        style: opts.style,
        lexiconHits: inside,
        opened: span.opener,
      });
      let evidence = found.evidence;
      // Words that open no instruction continue the last one, unless a real pause (in the recogniser's segment
      // times) came first: then they are said on their own.
      const continues =
        !span.opens &&
        open &&
        (open.utterance.segmentIndex === segmentIndex || segment.start - open.segmentEnd < CONTINUE_GAP_SEC);
      if (continues && open) {
        // The rest of the instruction the last line ended in ("30 seconds." / "Three, two, one, go."): counted once,
        // with the kinds of both parts; a kind the cue already has gets no second mark.
        const had = new Set(open.utterance.kinds);
        const kinds = cueKinds.filter((k) => had.has(k) || found.kinds.includes(k));
        open.utterance.kinds = kinds;
        open.counted.kinds = kinds;
        open.segmentEnd = segment.end;
        evidence = evidence.filter((e) => !had.has(e.kind));
      } else if (found.kinds.length === 0) {
        open = null;
        continue;
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
    before = spoken;
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
