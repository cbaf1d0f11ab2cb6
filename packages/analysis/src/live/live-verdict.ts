import type { LiveCheckStats, LiveVerdict } from '@cuecoach/contracts';

/** What the live microphone check tells the instructor about the recording set-up (contracts' `liveVerdicts`). */
export type LiveVerdictCode = LiveVerdict;

/**
 * Seconds heard, seconds of speech, seconds of non-speech sound (music, room noise) above the silence floor, the
 * median loudness of speech and of that sound (dBFS RMS, null when there was none) and the share of clipped samples.
 */
export type LiveLevelStats = LiveCheckStats;

/** Below this the voice is too far from the microphone for the recogniser (a phone across a studio); the shipped fixtures speak at about -36 dBFS. */
export const QUIET_SPEECH_DB = -42;
/** Non-speech frames louder than this count as sound (music, noise); quieter ones as silence. */
export const SOUND_FLOOR_DB = -50;
/** The voice must stand this far above the music for the transcript to hold up (measured on the fixtures' -20 dB bed). */
export const MIN_VOICE_OVER_MUSIC_DB = 10;
/** More clipped samples than this garble words. */
export const MAX_CLIPPED_RATIO = 0.001;
/** Speech needed before judging the voice; before that the verdict is "listening" (or "no speech" at the end). */
export const MIN_SPEECH_SEC = 2;

/**
 * The verdict over everything heard so far. Pure, so the page and the tests agree on every threshold. `final`
 * is true once the check has ended: "listening" then becomes "no speech".
 */
export function liveVerdict(stats: LiveLevelStats, final = false): LiveVerdictCode {
  if (stats.clippedRatio > MAX_CLIPPED_RATIO && stats.heardSec >= 1) return 'clipping';
  if (stats.speechSec < MIN_SPEECH_SEC || stats.speechDb === null) {
    if (final || stats.heardSec >= 10) return 'no_speech';
    return 'listening';
  }
  if (stats.speechDb < QUIET_SPEECH_DB) return 'too_quiet';
  // Music counts when it fills a real share of the time around the voice, not a door closing once.
  const hasMusic =
    stats.backgroundDb !== null && stats.soundSec >= Math.max(1, 0.2 * (stats.heardSec - stats.speechSec));
  if (!hasMusic) return 'clear';
  return stats.speechDb - (stats.backgroundDb ?? -120) >= MIN_VOICE_OVER_MUSIC_DB
    ? 'clear_over_music'
    : 'music_too_loud';
}
