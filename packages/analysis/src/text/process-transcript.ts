import {
  type AnalysisLanguage,
  type CueCategory,
  type CueKind,
  cueCategories,
  type LexiconTerm,
  type Style,
  type TranscriptSegment,
} from '@cuecoach/contracts';
import { defaultLexicon } from '../lexicon/index.ts';
import { classifyUtterance } from './cues/index.ts';
import { splitInstructions } from './cues/instructions.ts';
import { isWayAlone } from './cues/way-alone.ts';
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

/** Lines the recogniser cut this close together are read as one text when finding cues; a longer pause is real. */
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
  const perSegment: { spoken: string; hits: (LexiconHit & { shipped: boolean })[] }[] = [];

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
    for (const hit of hits) {
      const { shipped: _shipped, source: _source, ...rest } = hit;
      const placed: TranscriptHit = { ...rest, segmentIndex, time: timeAt(segment, text.length, hit.start) };
      if (hit.kind === 'filler') {
        fillers.push({ term: hit.term, start: hit.start, end: hit.end });
        fillerHits.push(placed);
      } else cueHits.push(placed);
    }
    perSegment.push({ spoken, hits });
    out.push({
      start: segment.start,
      end: segment.end,
      text,
      fillers,
      cues: [],
      cueUtterances: [],
      ...(segment.confidence !== undefined ? { confidence: segment.confidence } : {}),
    });
  });

  // Cues are found over stretches of speech: lines the recogniser cut less than CONTINUE_GAP_SEC apart are read as one
  // text, so where it ended a segment ("30 seconds." / "Three, two, one, go.") changes nothing (cues/instructions.ts).
  let first = 0;
  for (let i = 1; i <= ordered.length; i++) {
    if (i < ordered.length && ordered[i]!.start - ordered[i - 1]!.end < CONTINUE_GAP_SEC) continue;
    cueStretch(first, i);
    first = i;
  }

  function cueStretch(from: number, to: number): void {
    const bases: number[] = [];
    let stretch = '';
    for (let k = from; k < to; k++) {
      if (k > from) stretch += ' ';
      bases.push(stretch.length);
      stretch += perSegment[k]!.spoken;
    }
    /** The segment (index into `ordered`) holding a stretch offset, and the offset inside it. */
    const locate = (at: number) => {
      let k = bases.length - 1;
      while (k > 0 && bases[k]! > at) k--;
      return { index: from + k, local: at - bases[k]!, length: perSegment[from + k]!.spoken.length };
    };
    // What was counted before this stretch, for a way said alone after it (below).
    const previous = cueUtterances.at(-1);
    const counted = cueUtterances.length;
    const hits = bases.flatMap((base, k) =>
      perSegment[from + k]!.hits.map((hit) => ({ ...hit, start: hit.start + base, end: hit.end + base })),
    );
    // Marks: one per cue kind of each counted instruction (on the words that make it that kind), so the transcript's
    // highlights and the chart count exactly what the metrics count.
    for (const span of splitInstructions(stretch, opts.language)) {
      const inside = hits
        .filter((hit) => hit.kind === 'cue' && !hit.shipped && hit.start >= span.start && hit.end <= span.end)
        .map((hit) => ({ ...hit, start: hit.start - span.start, end: hit.end - span.start }));
      // Read with every sentence end as a comma (same length, so offsets hold): the classifier's rules then read
      // "Three. Two. One. Go." as the countdown "Three, two, one, go" whatever the recogniser's punctuation.
      const words = stretch.slice(span.start, span.end).replace(/[.!;](?=\s|$)/gu, ',');
      const found = classifyUtterance(words, {
        language: opts.language,
        style: opts.style,
        lexiconHits: inside,
        opened: span.opener,
      });
      if (found.kinds.length === 0) continue;
      // The cue belongs to the line it starts in; it may run on into the next ones.
      const at = locate(span.start);
      const segment = ordered[at.index]!;
      const end = Math.min(at.length, span.end - (span.start - at.local));
      out[at.index]!.cueUtterances!.push({ start: at.local, end, kinds: found.kinds });
      cueUtterances.push({
        segmentIndex: at.index,
        start: at.local,
        end,
        text: segment.text.slice(at.local, end),
        kinds: found.kinds,
        time: timeAt(segment, segment.text.length, at.local),
      });
      for (const mark of found.evidence) {
        if (!(cueCategories as readonly string[]).includes(mark.kind)) continue;
        const where = locate(span.start + mark.start);
        out[where.index]!.cues.push({
          term: mark.term,
          start: where.local,
          end: Math.min(where.length, where.local + mark.end - mark.start),
          category: mark.kind as CueCategory,
        });
      }
    }
    // A way said alone ("Side. Back." after "Tendu front."), read as nothing on its own: the directional cue just
    // given, sent the next way (cues/way-alone.ts).
    if (
      cueUtterances.length === counted &&
      previous?.segmentIndex === from - 1 &&
      previous.kinds.includes('directional') &&
      isWayAlone(stretch, opts.language)
    ) {
      const segment = ordered[from]!;
      const end = perSegment[from]!.spoken.length;
      out[from]!.cueUtterances!.push({ start: 0, end, kinds: ['directional'] });
      out[from]!.cues.push({ term: segment.text.trim(), start: 0, end, category: 'directional' });
      cueUtterances.push({
        segmentIndex: from,
        start: 0,
        end,
        text: segment.text,
        kinds: ['directional'],
        time: segment.start,
      });
    }
  }
  for (const segment of out) segment.cues.sort((a, b) => a.start - b.start || a.end - b.end);

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
