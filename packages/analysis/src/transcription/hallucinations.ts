import type { TimeRange } from '../vad/speech-regions.ts';
import type { RawSegment } from './types.ts';

/**
 * Lines Whisper is known to invent on silence, music and breathing: subtitles of Korean broadcasts and YouTube
 * outros it was trained on. Matched on the text without spaces and punctuation, so "시청 해 주셔서 감사합니다!"
 * is caught as well.
 */
const knownLines: RegExp[] = [
  /^(?:지금까지)?(?:영상)?시청(?:해|하여)?주셔서(?:정말)?감사(?:합니다|드립니다)$/,
  /^(?:MBC|KBS|SBS|YTN|JTBC)뉴스.*$/i,
  /^.*(?:MBC|KBS|SBS|YTN|JTBC)뉴스[가-힣]{2,4}(?:입니다|이었습니다|였습니다)$/i,
  /^(?:구독|좋아요)(?:과|와|,)?(?:좋아요|구독)?(?:,|및)?(?:알림설정)?(?:부탁(?:드립니다|드려요|해요)|눌러주세요)$/,
  /^다음(?:영상|시간)에(?:서)?(?:또)?만나요$/,
  /^(?:자막|한국어자막)(?:제공|by).*$/i,
  // With the outro's second half too: "Thank you so much for watching, I'll see you in the next video." was written
  // over a hatha class's closing line on an 8 kHz telephone copy.
  /^thank(?:s|you)(?:so|very)?(?:much)?forwatching(?:(?:and)?i(?:ll|will)seeyou(?:inthe)?next(?:one|video|time))?$/i,
  /^pleasesubscribe(?:tomychannel|andlike)?$/i,
  /^(?:likeand)?subscribe$/i,
  // The long YouTube outro, written over an alternating class's last Korean line read in an unsure chunk.
  /^(?:ifyou(?:liked?|enjoyed)this(?:video)?)?(?:please)?(?:likeand)?subscribe(?:tomychannel|tothechannel)?(?:formore(?:videos)?)?(?:andillseeyou(?:inthenext(?:one|video|time)|soon))?$/i,
  /^subtitlesby.*$/i,
  /^(?:transcribedby|captionsby).*$/i,
  /^seeyou(?:inthe)?next(?:time|video)$/i,
];

const squash = (text: string) => text.replace(/[\s.,!?~…'"’“”·:;-]+/g, '');

export function isKnownHallucination(text: string): boolean {
  const s = squash(text);
  return s.length > 0 && knownLines.some((re) => re.test(s));
}

export interface AcousticSupport {
  speechRegions: TimeRange[];
  /** Silero speech probability per frame, and the frame length in seconds. */
  frameProbabilities: number[];
  frameSec: number;
}

/** A known line is kept only when its time is mostly VAD speech with a confident speech probability. */
const MIN_SPEECH_COVERAGE = 0.6;
const MIN_MEAN_PROBABILITY = 0.8;

function supported(range: TimeRange, support: AcousticSupport): boolean {
  const length = range.end - range.start;
  if (length <= 0) return false;
  const covered = support.speechRegions.reduce(
    (sum, r) => sum + Math.max(0, Math.min(range.end, r.end) - Math.max(range.start, r.start)),
    0,
  );
  if (covered / length < MIN_SPEECH_COVERAGE) return false;
  const probs = support.frameProbabilities;
  if (probs.length === 0) return true; // no frame data: coverage is all we can judge by
  const first = Math.max(0, Math.floor(range.start / support.frameSec));
  const last = Math.min(probs.length, Math.ceil(range.end / support.frameSec));
  if (last <= first) return false;
  let sum = 0;
  for (let i = first; i < last; i++) sum += probs[i]!;
  return sum / (last - first) >= MIN_MEAN_PROBABILITY;
}

/**
 * Drops known hallucination sentences that have no acoustic support. A sentence is checked on its own inside a
 * segment ("천천히 내쉬세요. 시청해주셔서 감사합니다." keeps the first half); a segment left with no text goes.
 * Where an instructor really says "thanks for watching" over clear speech, the line stays.
 */
export function dropHallucinations(
  segments: RawSegment[],
  support: AcousticSupport,
): { segments: RawSegment[]; dropped: string[] } {
  const dropped: string[] = [];
  const out: RawSegment[] = [];
  for (const segment of segments) {
    const sentences = segment.text.split(/(?<=[.!?…。])\s+/).filter(Boolean);
    if (!sentences.some(isKnownHallucination) || supported(segment, support)) {
      out.push(segment);
      continue;
    }
    const kept = sentences.filter((s) => {
      if (!isKnownHallucination(s)) return true;
      dropped.push(s);
      return false;
    });
    if (kept.length > 0) out.push({ ...segment, text: kept.join(' ') });
  }
  return { segments: out, dropped };
}
