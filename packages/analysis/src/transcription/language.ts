import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { copyInDoubt } from './copied-tail.ts';
import { nonSpeech, readAloneShare, readsAsWritten, sameWordsKey, speechWithin } from './group-readings.ts';
import { repeatsTwice } from './invented-text.ts';
import { languageMismatchMessage, speechUnrecognizedMessage } from './language-messages.ts';
import {
  DOUBTFUL_SEGMENT_LOGPROB,
  hasForeignMarker,
  loopsOnMadeUpWords,
  notLanguageShare,
  readSegment,
  unreadShare,
  withoutForeignMarkers,
} from './segment-reading.ts';
import type { GroupReading, RawSegment, TranscriberEngine } from './types.ts';

export { hasForeignMarker, readSegment, type SegmentReading, withoutForeignMarkers } from './segment-reading.ts';

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu;
const latinLetter = /[a-z]/giu;

/** Share of letters that are Hangul, 0–1 (0 when there are no letters). */
export function hangulShare(text: string): number {
  const h = text.match(hangul)?.length ?? 0;
  const l = text.match(latinLetter)?.length ?? 0;
  return h + l === 0 ? 0 : h / (h + l);
}

export interface LanguageVerdict {
  /** The language the speech sounds like, when it is not the chosen one; 'other' when the engine cannot tell. */
  detected: AnalysisLanguage | 'other';
  /** Seconds of VAD speech the engine marked as foreign or could not read. */
  unreadSpeechSec: number;
  speechSec: number;
}

/** Below this much speech the check says nothing: a short clip of noise is not a language finding. */
export const MIN_SPEECH_FOR_VERDICT_SEC = 3;
/**
 * A mismatch is declared when at least this share of the speech time is not in the chosen language (foreign
 * markers, the other script, text that does not read as the language). Two fifths, not half: the measure still
 * misses some speech the English-only engine writes as fluent English words (alternating classes two thirds Korean
 * measure 50–68 %) and never found much in English (English classes in six voices, with music and a few Korean
 * greetings: 0–5 %), so the line sits between a class that is mostly English and one that is half or more another
 * language.
 */
const MISMATCH_SHARE = 0.4;

/** Below this share of speech read as English words, the embedded English engine did not hear English. */
const ENGLISH_READ_SHARE = 0.3;

const within = (a: TimeRange, b: TimeRange): TimeRange => ({
  start: Math.max(a.start, b.start),
  end: Math.max(Math.max(a.start, b.start), Math.min(a.end, b.end)),
});

/**
 * Seconds of a segment's speech that its breath groups, each read alone, show not to be in the language. A group's
 * own score counts only under a segment whose score is doubtful too (`DOUBTFUL_SEGMENT_LOGPROB`): read without the
 * text before it, an English line can score as low as Korean does (a Scottish voice: −2.01), but under a segment
 * the recogniser was sure of in context it is not Korean written as English. A segment that ends on a copy of the
 * chunk's earlier text and was scored on its own words is in doubt from the bar of sure text (`copyInDoubt`): the
 * decoder leaned on its own text to end the line.
 *
 * Under such a segment, when its own words read as the language, a group counts only where its reading is wholly
 * not the language (markers, made-up words). A reading that begins with the line's words and then gives up
 * ("Keep it up," and two "(speaking in foreign language)") is the decoder losing the thread without the context,
 * not a Korean line: a held-out English HIIT class in a Scottish voice as a phone copy was refused as Korean on such
 * a reading (41 %), under a segment written at −0.50 a token as fifteen English words over those 4.4 s. A Korean
 * line the decoder laid an English segment over comes back alone as a marker or made-up words only.
 */
function notLanguageAlone(
  segment: RawSegment,
  speech: TimeRange[],
  language: AnalysisLanguage,
  prompt: string | undefined,
  aloneByScore: boolean,
): { sec: number; readSec: number } {
  const byScore =
    (segment.avgLogprob != null && segment.avgLogprob < DOUBTFUL_SEGMENT_LOGPROB) ||
    copyInDoubt(segment) ||
    aloneByScore ||
    loopsOnMadeUpWords(segment, language);
  const readInContext = segment.avgLogprob != null && !byScore && notLanguageShare(segment, language, prompt) === 0;
  let sec = 0;
  let readSec = 0;
  for (const group of segment.alone ?? []) {
    const share = readAloneShare(group, language, byScore);
    if (share === null || (readInContext && share < 1)) continue;
    const under = speechWithin(within(group, segment), speech);
    readSec += under;
    sec += share * under;
  }
  return { sec, readSec };
}

/**
 * Seconds of a segment that is only a foreign marker that count as not the language: all of it, but for the speech
 * of breath groups under it that read alone wholly as the language (their words, and their scores where the gate
 * keeps them, the marker standing for a doubt as a low score does). The engine also writes "[speaking in a foreign
 * language]" over an English line it cannot make out (a vinyasa line full of Sanskrit over a phone's band), and that
 * line read alone comes back as English words; a Korean line comes back as a marker, made-up words or English words
 * scored low.
 */
function markedNotLanguage(segment: RawSegment, speech: TimeRange[], language: AnalysisLanguage): number {
  const sec = speechWithin(segment, speech);
  let read = 0;
  for (const group of segment.alone ?? []) {
    if (readAloneShare(group, language, true) === 0) read += speechWithin(within(group, segment), speech);
  }
  return Math.max(0, sec - read);
}

/**
 * Seconds of speech under no segment that breath groups read alone show not to be in the language: the English-only
 * engine hears a Korean line as nothing and writes no segment over it at all; read alone, the line comes back as a
 * foreign marker or made-up words. Each group counted once (the pieces of a segment carry the same readings).
 */
function unwrittenNotLanguage(
  segments: RawSegment[],
  speech: TimeRange[],
  language: AnalysisLanguage,
  marked: TimeRange[],
): number {
  const groups = new Map<string, GroupReading>();
  for (const s of segments) for (const g of s.alone ?? []) groups.set(`${g.start}-${g.end}`, g);
  let sec = 0;
  for (const group of groups.values()) {
    // No segment over it to weigh its score against: only a marker or its words count.
    const share = readAloneShare(group, language, false);
    if (!share) continue;
    // Speech a foreign marker already speaks for (afterMarkers) is counted there, whole.
    const open =
      unwritten(group, segments, speech) -
      marked.reduce((sum, m) => sum + unwritten(within(group, m), segments, speech), 0);
    sec += share * Math.max(0, open);
  }
  return sec;
}

/** Seconds of speech within `range` that lie under no segment. */
function unwritten(range: TimeRange, segments: RawSegment[], speech: TimeRange[]): number {
  const written = segments.reduce((sum, s) => sum + speechWithin(within(range, s), speech), 0);
  return Math.max(0, speechWithin(range, speech) - written);
}

const hasWords = (segment: RawSegment) =>
  /[\p{L}\p{N}]/u.test(withoutForeignMarkers(segment.text).replace(nonSpeech, ' '));

/**
 * The stretches a foreign marker speaks for: from each segment that is only a marker to the next segment (or the end
 * of the speech); only the speech under no segment in them counts. The English-only engine writes "(speaking in foreign language)" once for a stretch of
 * another language and nothing after it: a mostly-Korean class with no bed came back as two such markers, one at the
 * start of each chunk, with 29 of its 41 s of speech under no segment at all.
 */
function afterMarkers(segments: RawSegment[], speech: TimeRange[]): TimeRange[] {
  const speechEnd = speech.at(-1)?.end ?? 0;
  const stretches: TimeRange[] = [];
  segments.forEach((segment, i) => {
    if (!hasForeignMarker(segment.text) || hasWords(segment)) return;
    // Up to the next segment of any kind: a marker after it speaks for its own stretch.
    const end = segments[i + 1]?.start ?? speechEnd;
    if (end > segment.end) stretches.push({ start: segment.end, end });
  });
  return stretches;
}

/**
 * Seconds of the speech that are not in the chosen language, segment by segment (see judgeLanguage), and how much
 * of that came from segments in the other script.
 */
export function notLanguageSpeech(
  segments: RawSegment[],
  speech: TimeRange[],
  language: AnalysisLanguage,
  prompt?: string,
  aloneByScore = false,
): { unread: number; otherScriptSec: number } {
  let foreignSec = 0;
  let otherScriptSec = 0;
  let unreadableSec = 0;
  for (const [i, segment] of segments.entries()) {
    const sec = speechWithin(segment, speech);
    if (hasForeignMarker(segment.text) && !withoutForeignMarkers(segment.text)) {
      foreignSec += markedNotLanguage(segment, speech, language);
    } else {
      const share = hangulShare(segment.text);
      if (language === 'en' ? share > 0.5 : share < 0.2 && /[a-z]{2}/i.test(segment.text)) otherScriptSec += sec;
      else if (repeatsTwice(segments, i, language, speech)) unreadableSec += sec;
      else {
        const unread = language === 'en' ? unreadShare(withoutForeignMarkers(segment.text), sec) : 0;
        const own = sec * Math.max(notLanguageShare(segment, language, prompt), unread);
        const alone = notLanguageAlone(segment, speech, language, prompt, aloneByScore);
        // A segment that is only a loop or the prompt says nothing of the speech under it: where its breath groups,
        // read alone, came back as words, those words decide; the rest stays unread.
        if (readSegment(segment, language, prompt) === 'invented' && alone.readSec > 0) {
          unreadableSec += alone.sec + Math.max(0, sec - alone.readSec);
        } else unreadableSec += Math.max(own, alone.sec);
      }
    }
  }
  const marked = afterMarkers(segments, speech);
  const markedSec = marked.reduce((sum, m) => sum + unwritten(m, segments, speech), 0);
  foreignSec += markedSec;
  unreadableSec += unwrittenNotLanguage(segments, speech, language, marked);
  return { unread: foreignSec + otherScriptSec + unreadableSec, otherScriptSec };
}

/**
 * Whether the speech is in the language the analysis was asked for, from what the recogniser wrote: foreign-language
 * markers (English-only models), the script of the text (a multilingual model forced to the wrong language
 * still writes the other script or English words), and text that is not the language at all (made-up words,
 * loops, prompt echo; `readSegment`). Returns null when the language looks right.
 *
 * A class that alternates languages is judged by the share of its speech time that is not in the chosen language,
 * segment by segment (`notLanguageShare`): from two fifths on the analysis is refused as the other language (and
 * offered again in it); below, it is analysed in the chosen language.
 */
export function judgeLanguage(
  segments: RawSegment[],
  speech: TimeRange[],
  language: AnalysisLanguage,
  detectedByEngine?: string | null,
  prompt?: string,
  aloneByScore = false,
): LanguageVerdict | null {
  const speechSec = speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  if (speechSec < MIN_SPEECH_FOR_VERDICT_SEC) return null;
  if (detectedByEngine && detectedByEngine !== language && (detectedByEngine === 'ko' || detectedByEngine === 'en')) {
    return { detected: detectedByEngine, unreadSpeechSec: speechSec, speechSec };
  }
  const { unread, otherScriptSec } = notLanguageSpeech(segments, speech, language, prompt, aloneByScore);
  if (unread / speechSec < MISMATCH_SHARE) return null;
  // An English-only model cannot say which language it heard; Hangul in the text, or English asked for, points to Korean.
  const detected: LanguageVerdict['detected'] = language === 'ko' ? (otherScriptSec > 0 ? 'en' : 'other') : 'ko';
  return { detected, unreadSpeechSec: unread, speechSec };
}

/**
 * A segment as the gate reads it where scores say nothing of the language (narrowband sound, nothing read surely):
 * its words and readings without the recogniser's scores. Over a telephone band the English engine is unsure of
 * English itself: held-out English classes as 16 kbps voice memos measured 0–92 % not English with the scores (five
 * of sixteen refused) and 0–29 % without; Korean and mostly-Korean classes as memos, calls and phone copies 42–100 %
 * without them (docs/analysis.md, "Scores only beside sure speech, and not on narrowband sound").
 */
function withoutScores(segment: RawSegment, keepAloneScores: boolean): RawSegment {
  const { avgLogprob: _score, ...rest } = segment;
  if (keepAloneScores) return rest;
  return {
    ...rest,
    ...(segment.alone && {
      alone: segment.alone.map((g) => ({ ...g, segments: g.segments.map(({ avgLogprob: _s, ...p }) => p) })),
    }),
  };
}

/** Log-probability a token from which the recogniser counts as sure of what it wrote (English read: −0.05 to −0.5). */
const SURE_LOGPROB = -0.5;
/** Below this share of the speech under sure text in the language, the scores cannot be weighed against anything. */
const MIN_SURE_SHARE = 0.1;

/**
 * Whether some of the speech reads surely as the language: segments scored (or on a chunk decoded) at `SURE_LOGPROB`
 * or better whose words are the language, over at least a tenth of the speech. A line written again, word for word,
 * after any earlier segment that already wrote it (however short, however far back) is not counted: the decoder copies its own text from the context before it,
 * so a second saying scores as sure whatever the voice (a teacher repeating four reformer lines three times in a
 * West Midlands voice at 210 wpm under a bed 18 dB down: the first sayings −0.51 to −1.10 a token, the same lines
 * again −0.02 to −0.15). Counted, those copies made the class read surely, the first sayings' low scores counted
 * whole, and it measured 31–40 % not English, next to a false refusal; the first saying of each line still counts.
 * A low score is evidence of another language only beside speech the recogniser was sure of (an alternating class's
 * English lines score −0.02 to −0.73 beside its Korean at −0.95 to −1.39). Where nothing is sure, the sound itself is hard (a quiet phone, a
 * strong accent) and doubt is everywhere, in English too: a held-out HIIT class in a Caribbean voice as a phone copy
 * measured 55 % not English on the scores and 7 % without them, with 3 % of its speech sure. Korean classes with
 * nothing sure are refused on their words and readings alone (55–100 % measured without the scores).
 */
function readsSurely(
  segments: RawSegment[],
  speech: TimeRange[],
  language: AnalysisLanguage,
  prompt: string | undefined,
): boolean {
  const speechSec = speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  const written = new Set<string>();
  const sureSec = segments
    .filter((s) => {
      const key = sameWordsKey(s.text);
      const copy = key !== '' && written.has(key);
      written.add(key);
      return !copy;
    })
    .filter((s) => {
      const score = s.avgLogprob ?? s.quality?.avgLogprob;
      return score != null && score >= SURE_LOGPROB && notLanguageShare(s, language, prompt) === 0;
    })
    .reduce((sum, s) => sum + speechWithin(s, speech), 0);
  return speechSec > 0 && sureSec / speechSec >= MIN_SURE_SHARE;
}

/**
 * Below this share of the speech that might be the language (the speech not already counted as not the language by
 * its words and readings) under breath groups read alone surely and as written in context, the readings' scores say
 * nothing of the class (see readsSurelyAlone).
 */
const MIN_SURE_ALONE_SHARE = 0.2;
/**
 * And in at least this many breath groups: one line read surely is one draw of the recogniser, not a voice and band
 * it reads. A sparse English HIIT class as a quiet phone copy (14 s of speech in three minutes, espeak-ng en-029+f2
 * at 200 wpm) had one line of seven read alone surely and as written, 24 % of what could be English, and was refused
 * as Korean on its other lines' scores alone (−1.28); the alternating classes that need the readings' scores have two
 * such lines and more (docs/analysis.md, "One sure line is not a voice the recogniser reads").
 */
const MIN_SURE_ALONE_GROUPS = 2;

/**
 * Whether, where nothing in context reads surely, the class's breath groups read alone show a voice and band the
 * recogniser reads surely: groups read alone surely and as written in context (`readsAsWritten`) over a fifth of the
 * speech that might be the language. Then a group read alone as English words scored under −1.0 a token is not the
 * language read, as under a segment in doubt. The decoder that wrote one segment per 30 s chunk over alternating
 * lines shares its score among them, so nothing in context is sure; read alone, the English lines of such a class
 * come back as written, at −0.14 to −0.34 a token (28 % of the speech), and its Korean lines as markers or other
 * English words at −0.96 to −2.26. English in hard sound (a phone's band, a strong accent, a loud bed) with nothing
 * sure in context reads alone as written over 0–9 % of the speech in the held-out classes measured, and its lines
 * alone score −0.5 to −2.0: counted by those scores regardless, thirteen such classes would measure 33–60 %
 * (docs/analysis.md, "Lines read alone as written, and loops of made-up words: measured").
 *
 * The share is of the speech not already counted as another language by its words (`foreignSec`: markers, made-up
 * words, loops, measured without the scores). Only the rest can show that the recogniser reads the voice: a class two
 * thirds Korean has a third of its speech to show it with: pair N2 8 of 12 (72 % Korean) had two English lines of
 * four read alone surely, 13 % of the whole speech and 23 % of what could be English (docs/analysis.md, "Lines read
 * alone as written, measured on what could be English"). An English class has little speech counted foreign, and
 * its share barely moves (the English classes with the scores set aside: 0–8.4 %).
 */
function readsSurelyAlone(
  segments: RawSegment[],
  speech: TimeRange[],
  language: AnalysisLanguage,
  foreignSec: number,
): boolean {
  const speechSec = speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  const groups = new Map<string, GroupReading>();
  for (const s of segments) for (const g of s.alone ?? []) groups.set(`${g.start}-${g.end}`, g);
  const sure = [...groups.values()].filter((g) => readsAsWritten(g, segments, language));
  const sureSec = sure.reduce((sum, g) => sum + speechWithin(g, speech), 0);
  const couldBeLanguage = speechSec - foreignSec;
  return (
    sure.length >= MIN_SURE_ALONE_GROUPS && couldBeLanguage > 0 && sureSec / couldBeLanguage >= MIN_SURE_ALONE_SHARE
  );
}

interface GateInput {
  segments: RawSegment[];
  speech: TimeRange[];
  language: AnalysisLanguage;
  detectedByEngine?: string | null;
  prompt?: string;
  narrowband?: boolean;
}

/**
 * The gate's verdict on what the recogniser wrote, with or without its scores as the sound allows, and the share of
 * the speech it counted as not the language (for probes and the docs' figures).
 */
export function gateVerdict(opts: GateInput): { verdict: LanguageVerdict | null; share: number; scored: boolean } {
  const scored = !opts.narrowband && readsSurely(opts.segments, opts.speech, opts.language, opts.prompt);
  // Where the scores are set aside, the readings alone keep theirs when the class's own lines read alone show them
  // meaningful (readsSurelyAlone), and under a loop of made-up words (loopsOnMadeUpWords); never on narrowband sound.
  const judgedWith = (aloneByScore: boolean) =>
    scored
      ? opts.segments
      : opts.segments.map((s) =>
          withoutScores(s, aloneByScore || (!opts.narrowband && loopsOnMadeUpWords(s, opts.language))),
        );
  const foreignSec = () => notLanguageSpeech(judgedWith(false), opts.speech, opts.language, opts.prompt).unread;
  const aloneByScore =
    !scored && !opts.narrowband && readsSurelyAlone(opts.segments, opts.speech, opts.language, foreignSec());
  const judged = judgedWith(aloneByScore);
  const speechSec = opts.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  const { unread } = notLanguageSpeech(judged, opts.speech, opts.language, opts.prompt, aloneByScore);
  return {
    verdict: judgeLanguage(judged, opts.speech, opts.language, opts.detectedByEngine, opts.prompt, aloneByScore),
    share: speechSec > 0 ? unread / speechSec : 0,
    scored,
  };
}

/**
 * The language gate after transcription: a recording in the other language, or speech the engine could not read,
 * fails the analysis (final, refunded) instead of completing as a 0-word report.
 */
export function assertReadableLanguage(opts: {
  segments: RawSegment[];
  speech: TimeRange[];
  language: AnalysisLanguage;
  engine: TranscriberEngine;
  model: string;
  detectedByEngine?: string | null;
  /** The prompt the recogniser was given, to recognise text that only echoes it. */
  prompt?: string;
  /** The recording carries nothing above 4.5 kHz (a call, a low-bitrate voice memo: media/levels.ts). */
  narrowband?: boolean;
}): void {
  // On narrowband sound the recogniser's doubt is set aside and nothing measured tells speech in another language
  // from speech in this one too poor to make out (a fast English class on a phone line reads like a Korean one):
  // the refusal says so, and says both (`narrowband` in its details reaches the session page).
  const mismatch = (detected: AnalysisLanguage | 'other', speechSec: number) =>
    new AnalysisError(
      'language_mismatch',
      languageMismatchMessage(opts.language, detected, opts.engine, opts.narrowband === true),
      {
        language: opts.language,
        detected,
        engine: opts.engine,
        speechSec: Math.round(speechSec * 10) / 10,
        ...(opts.narrowband ? { narrowband: true } : {}),
      },
    );
  const { verdict } = gateVerdict(opts);
  if (verdict) throw mismatch(verdict.detected, verdict.speechSec);
  const speechSec = opts.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  const words = opts.segments.some((s) => /[\p{L}\p{N}]/u.test(withoutForeignMarkers(s.text)));
  // The English-only embedded engine hears another language as nothing (or a stray word): speech it leaves
  // almost entirely unread is not English, so the recording is refused as the wrong language, not as silence.
  if (opts.engine === 'local' && opts.language === 'en' && speechSec >= MIN_SPEECH_FOR_VERDICT_SEC) {
    const readSec = opts.segments
      .filter((s) => /[a-z]/i.test(withoutForeignMarkers(s.text)))
      .reduce((sum, s) => sum + speechWithin(s, opts.speech), 0);
    if (readSec / speechSec < ENGLISH_READ_SHARE) {
      throw mismatch('other', speechSec);
    }
  }
  if (!words && speechSec >= MIN_SPEECH_FOR_VERDICT_SEC) {
    throw new AnalysisError('speech_unrecognized', speechUnrecognizedMessage(opts.language, speechSec, opts.engine), {
      language: opts.language,
      engine: opts.engine,
      model: opts.model,
      speechSec: Math.round(speechSec * 10) / 10,
    });
  }
}
