import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import type { TimeRange } from '../time-range.ts';
import { speechWithin } from './group-readings.ts';
import { MIN_SPEECH_FOR_VERDICT_SEC } from './language.ts';
import type { GroupReading, RawSegment } from './types.ts';

// Whether the recogniser made out the speech at all, after the language gate has found nothing foreign in it.
//
// A fast functional class (200 words a minute) copied onto an 8 kHz telephone line is English the embedded
// recogniser cannot read: its one chunk looped on a word of the style's prompt after every retry ("Kettlebell.
// Kettlebell. …"), and each breath group read alone came back as an English sentence nobody said ("So, if you want to
// talk about the problem, please let us know in the comments.") at −0.9 to −3.7 a token. Everything in it looks
// English, so the gate passes it; analysed, every 40 s station was dead air after "Kettlebell" (43 intermediate, no
// cue found) while the same class's other three copies scored 100. An instructor expects to be told the speech could
// not be made out, not a verdict on words the recogniser invented.

/**
 * A breath group read alone is made out when some reading of it is this sure a token or surer. English read alone
 * scores −0.05 to −0.6 on the fixtures (a line of a class that truly repeats itself reads as the line); the
 * telephone copy's invented sentences −0.93 to −3.72.
 */
const MADE_OUT_LOGPROB = -0.8;
/** From this share of the speech under groups not made out, the recording is refused. */
const UNCLEAR_SHARE = 0.5;

/** The chunk this segment came from still looped or echoed the prompt after every retry. */
const chunkFailed = (s: RawSegment) =>
  s.quality !== undefined && (s.quality.problems.includes('loop') || s.quality.problems.includes('prompt_echo'));

/**
 * A group read alone is made out when it wrote words and the decoder was sure of them: a reading it did not score
 * was not in doubt (the engine scores only decodes it is unsure of), and a scored one must reach MADE_OUT_LOGPROB.
 * A clip said six times over loops in context after every retry, yet each group alone reads as the lines, unscored.
 */
function madeOut(group: GroupReading): boolean {
  const worded = group.segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
  if (worded.length === 0) return false;
  const scores = worded.flatMap((s) => (s.avgLogprob === undefined ? [] : [s.avgLogprob]));
  return scores.length === 0 || Math.max(...scores) >= MADE_OUT_LOGPROB;
}

/**
 * Seconds of speech the recogniser did not make out: speech under the breath groups of chunks that still failed
 * after every retry, where no reading of the group alone was sure. Speech the decoder wrote well is never counted,
 * however unsure, and neither is speech in a chunk that passed its checks (an accent, a loud bed).
 */
export function unclearSpeechSec(segments: RawSegment[], speech: TimeRange[]): number {
  const groups = new Map<string, GroupReading>();
  for (const s of segments) {
    if (!chunkFailed(s)) continue;
    for (const g of s.alone ?? []) groups.set(`${g.start}:${g.end}`, g);
  }
  let sec = 0;
  for (const g of groups.values()) if (!madeOut(g)) sec += speechWithin(g, speech);
  return sec;
}

/** Korean first (the product's default); the web shows its own translation of the code, the CLI and logs this. */
function speechUnclearMessage(): string {
  const ko =
    '녹음에서 말소리는 찾았지만 알아들을 수 있을 만큼 선명하지 않아 분석하지 않았습니다. 전화 통화 녹음이나 많이 압축된 사본에서는 말소리를 알아듣는 데 필요한 소리가 사라집니다. 원본 녹음이 있다면 그 파일을 올려 주세요.';
  const en =
    'The recording has speech, but it is not clear enough to be made out, so it was not analysed. A phone call or a heavily compressed copy loses the sound speech is read from: if you have the original recording, upload that.';
  return `${ko}\n${en}`;
}

/**
 * Refuses (final, refunded by the server) a recording whose speech the recogniser could not make out for the most
 * part, rather than a report on words it invented. Run after the language gate: speech it found to be another
 * language is refused as that.
 */
export function assertSpeechMadeOut(opts: {
  segments: RawSegment[];
  speech: TimeRange[];
  language: AnalysisLanguage;
  engine: string;
}): void {
  const speechSec = opts.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  // Below the language gate's minimum the check says nothing either.
  if (speechSec < MIN_SPEECH_FOR_VERDICT_SEC) return;
  const unclearSec = unclearSpeechSec(opts.segments, opts.speech);
  if (unclearSec / speechSec < UNCLEAR_SHARE) return;
  throw new AnalysisError('speech_unclear', speechUnclearMessage(), {
    language: opts.language,
    engine: opts.engine,
    speechSec: Math.round(speechSec * 10) / 10,
    unclearSec: Math.round(unclearSec * 10) / 10,
  });
}
