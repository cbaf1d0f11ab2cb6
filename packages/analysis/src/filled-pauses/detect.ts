import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import { type AudioLevels, measureLevels } from '../media/levels.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { withoutBed } from './bed-removal.ts';
import { FEATURE_HOP_SEC, type FrameFeatures, frameFeatures } from './features.ts';
import {
  cv,
  deepestDipDb,
  holdsLongEnough,
  isHeldHesitation,
  MIN_HELD_SOUND_SEC,
  pitchTrack,
  spectralGlide,
} from './hesitation.ts';
import { GOES_ON_WINDOW_SEC, hesitationsOverLoudBed, loudBedBefore } from './loud-bed.ts';
import {
  type IsolatedRun,
  isolatedRuns,
  judged,
  loudFrames,
  MAX_SOUND_SEC,
  PHRASE_FINAL_AFTER_WORDS_SEC,
} from './sound-runs.ts';
import { secondsPerSyllable } from './speaking-rate.ts';
import { isSqueezed, squeezedHesitations } from './squeezed-hesitations.ts';

// Written fillers are matched to acoustic finds in transcribed-fillers.ts; exported here, where callers look.
export { withoutTranscribedFillers } from './transcribed-fillers.ts';

export interface FilledPauseOptions {
  /** Speech regions this long or shorter are examined too: one hesitation between two silences. */
  maxRegionSec?: number;
  signal?: AbortSignal;
  /** The recording's levels (`measureLevels`), measured here when not given. */
  levels?: Pick<AudioLevels, 'speechDbfs' | 'noiseFloorDbfs'>;
}

/**
 * The detector's level floors are relative to the recording, not to full scale: they sit at QUIET_FRAME_RMS
 * (−50 dBFS; a quieter frame has no pitch searched and cannot be a voice), and the recording is read at the gain
 * that puts that level VOICE_TO_FLOOR_DB under its voice, or NOISE_MARGIN_DB over its noise floor when that is
 * higher, but never closer than MIN_FLOOR_UNDER_VOICE_DB to the voice. So a class and its copies 20 dB quieter or
 * 6 dB louder are read alike, as are an mp3 and its phone copy 14 dB down. As a fixed −50 dBFS the floor judged a
 * class by its container: a phone class 6 dB louder (voice −29 dBFS, room noise 26 dB under it) had its noise 5 dB
 * under the floor instead of 11 and lost 3 of 23 hesitations, and a phone copy 27 dB down put a slow speaker's weak
 * syllables under it, so each stressed vowel stood alone like a hesitation (one "um", 19 finds).
 */
const QUIET_FRAME_RMS = 0.003;
const QUIET_FRAME_DBFS = 20 * Math.log10(QUIET_FRAME_RMS);
/**
 * Where the floor sits under a quiet-roomed recording's voice: where −50 dBFS sat under the loud classes (voice
 * −19 to −22 dBFS) the detector was tuned on.
 */
const VOICE_TO_FLOOR_DB = 30;
/**
 * Noise this far or further under the voice is a room's: the floor stands NOISE_MARGIN_DB over it, so room noise has
 * no pitch searched (the phone classes the detector was tuned on, voice −34 and noise −61 dBFS, had it 11 dB over;
 * at 6 dB over, 20 dB under the voice, a phone class lost 2 of 23), but no closer than MIN_FLOOR_UNDER_VOICE_DB to
 * the voice, so its weak syllables and consonants stay over it. Nearer the voice the noise floor is a music bed
 * (0–21 dB down), and the floor stays VOICE_TO_FLOOR_DB under the voice, under the bed: a slow voice over a bed
 * 21 dB down, its floor put 14 dB over the bed (16 dB under the voice), got 1–2 more false finds in 9 lines on
 * each of its copies, its pauses' bed frames losing their pitch.
 */
const ROOM_NOISE_UNDER_VOICE_DB = 24;
const NOISE_MARGIN_DB = 14;
const MIN_FLOOR_UNDER_VOICE_DB = 16;
/** At most this much gain either way: past it there is no voice to go by (a silent file's floor is −120 dBFS). */
const MAX_GAIN_DB = 40;

/** The gain, dB, at which this recording's floor lands on QUIET_FRAME_RMS. */
function detectorGainDb(levels: Pick<AudioLevels, 'speechDbfs' | 'noiseFloorDbfs'>): number {
  const { speechDbfs: voice, noiseFloorDbfs: noise } = levels;
  const floorDb =
    voice - noise >= ROOM_NOISE_UNDER_VOICE_DB
      ? Math.min(voice - MIN_FLOOR_UNDER_VOICE_DB, Math.max(voice - VOICE_TO_FLOOR_DB, noise + NOISE_MARGIN_DB))
      : voice - VOICE_TO_FLOOR_DB;
  return Math.max(-MAX_GAIN_DB, Math.min(MAX_GAIN_DB, QUIET_FRAME_DBFS - floorDb));
}

/**
 * The recording as the detector reads it: at the gain that puts its floors where they belong for this recording's
 * voice and noise (above). The check of written fillers (written-support.ts) reads it the same way, so a written
 * "um" is kept or dropped alike in a class and its copy 20 dB quieter: read as recorded, a fluent phone class kept
 * 1 of 12 invented ones at 0 dB and none at −20 dB.
 */
export function asDetectorHears(
  recording: PcmFile,
  levels: Pick<AudioLevels, 'speechDbfs' | 'noiseFloorDbfs'>,
): Pick<PcmFile, 'durationSec' | 'read'> {
  return louder(recording, detectorGainDb(levels));
}

/** `pcm` read `gainDb` louder (quieter when negative). */
function louder(pcm: PcmFile, gainDb: number): Pick<PcmFile, 'durationSec' | 'read'> {
  if (gainDb === 0) return pcm;
  const g = 10 ** (gainDb / 20);
  return {
    durationSec: pcm.durationSec,
    read: async (from: number, to: number) => {
      const x = await pcm.read(from, to);
      for (let i = 0; i < x.length; i++) x[i]! *= g;
      return x;
    },
  };
}

const MIN_SOUND_SEC = 0.35;
/** A faint sound in a short VAD speech region (a fast speaker's "uh" under music) may be this short. */
const MIN_FAINT_SOUND_SEC = 0.3;
/** A sound must stand this far above the window's background (music bed, room tone) to be a voice. */
const ABOVE_BACKGROUND_DB = 10;
const SUSTAIN_ABOVE_BACKGROUND_DB = 7;
/**
 * A faint sound (examined by the stricter tests) starts this far above the background and lasts while it stays
 * FAINT_SUSTAIN_DB over it. Music 6 dB under the voice leaves a hesitation 5–7 dB over the bed; at 8 dB (and 6 dB
 * inside a short region VAD heard, as before) 4 of 18 such hesitations started a sound. The tests that follow judge
 * the sound's shape, not its loudness, and no fluent class, fixture or LibriVox clip gained a false find at 4 dB.
 */
const FAINT_ABOVE_BACKGROUND_DB = 4;
const FAINT_SUSTAIN_DB = 3;
/**
 * The held-sound test follows a sound down to this far over the background: under music 6 dB below the voice the
 * closing nasal of "um" or the fade of "uhh" sinks to 2–3 dB over the bed, and a sound cut there is judged on its
 * vowel alone (music-6: 12 → 14 of 18 found, no new false find anywhere).
 */
const HELD_SUSTAIN_DB = 2;

/**
 * Filled pauses (um, uh, 음, 어) that the recogniser dropped, found acoustically. Whisper writes most of them
 * out of the transcript, and Silero often scores a drawn-out "uhhh" as non-speech, so we look where they hide:
 * in the silences between speech regions and in speech regions short enough to be one hesitation. A candidate
 * is a burst well above the local background that is one sustained voiced sound: voiced frames, smoothly drifting
 * pitch, steady loudness, steady spectrum (zero-crossing rate). Spoken words glide in pitch and change spectrum at
 * every consonant. Inside longer speech regions (a fast speaker's hesitation with 0.15 s of quiet around it is
 * inside VAD's region) only the test for a hesitation squeezed between words is run: lengthened words there are
 * too easily confused with held cues like "and hooold" for the others.
 */
export async function detectFilledPauses(
  recording: PcmFile,
  speechRegions: TimeRange[],
  opts: FilledPauseOptions = {},
): Promise<TimeRange[]> {
  const pcm = asDetectorHears(recording, opts.levels ?? (await measureLevels(recording, opts.signal)));
  const windows: TimeRange[] = [];
  let cursor = 0;
  for (const region of speechRegions) {
    if (region.start - cursor >= 0.3) windows.push({ start: cursor, end: region.start });
    if (region.end - region.start <= (opts.maxRegionSec ?? MAX_SOUND_SEC)) windows.push(region);
    cursor = region.end;
  }
  if (pcm.durationSec - cursor >= 0.3) windows.push({ start: cursor, end: pcm.durationSec });
  const found: TimeRange[] = [];
  const pace = await secondsPerSyllable(pcm, speechRegions, opts.signal);
  // The background of each stretch read, so a long speech region is judged against the pause before it (its own
  // quietest frames are still speech).
  const backgrounds: { start: number; background: number }[] = [];
  for (const window of mergeTouching(windows)) {
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    // Long stretches (music between exercises) are read a minute at a time, with context on both sides so a
    // sound at the edge can be seen to stand alone (or not).
    for (let start = window.start; start < window.end; start += 60) {
      const from = Math.max(0, start - CONTEXT_SEC);
      const to = Math.min(pcm.durationSec, Math.min(window.end, start + 60) + MAX_SOUND_SEC + CONTEXT_SEC);
      const frames = frameFeatures(await pcm.read(from, to), QUIET_FRAME_RMS);
      const background = backgroundOf(frames);
      backgrounds.push({ start: from, background });
      for (const burst of findSustainedBursts(frames, { background, secondsPerSyllable: pace })) {
        const hit = { start: round3(from + burst.start), end: round3(from + burst.end) };
        // A sound may begin just before the VAD region that holds it (VAD's onset lags the sound by a frame); the
        // pause before may be too short to be a window of its own. Duplicates go in `dedupe`.
        const earliest = start === window.start ? start - CONTEXT_SEC : start;
        if (hit.start >= earliest && hit.start < Math.min(window.end, start + 60)) found.push(hit);
      }
    }
  }
  for (const region of speechRegions) {
    if (region.end - region.start <= (opts.maxRegionSec ?? MAX_SOUND_SEC)) continue;
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const before = backgrounds.filter((b) => b.start <= region.start).at(-1) ?? backgrounds[0];
    for (let start = region.start; start < region.end; start += 60) {
      const from = Math.max(0, start - CONTEXT_SEC);
      const to = Math.min(pcm.durationSec, Math.min(region.end, start + 60) + MAX_SOUND_SEC + CONTEXT_SEC);
      const frames = frameFeatures(await pcm.read(from, to), QUIET_FRAME_RMS);
      const background = before?.background ?? backgroundOf(frames);
      for (const burst of findSustainedBursts(frames, { background, squeezedOnly: true, secondsPerSyllable: pace })) {
        const hit = { start: round3(from + burst.start), end: round3(from + burst.end) };
        if (hit.start >= start && hit.start < Math.min(region.end, start + 60)) found.push(hit);
      }
    }
  }
  return dedupe(found);
}

/** The level of a stretch's quietest fifth of frames: its room tone or music bed. */
function backgroundOf(frames: FrameFeatures[]): number {
  const sorted = frames.map((f) => f.rms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.2)] ?? 0;
}

const CONTEXT_SEC = 0.3;

/**
 * Bursts (times relative to the frames' start) that are sustained voiced sounds. `background`: the level sounds are
 * measured against (default: the frames' own quietest fifth); `squeezedOnly`: run only the test for a hesitation
 * squeezed between words (inside a long speech region).
 */
export function findSustainedBursts(
  frames: FrameFeatures[],
  opts: { background?: number; squeezedOnly?: boolean; secondsPerSyllable?: number } = {},
): TimeRange[] {
  if (frames.length === 0) return [];
  const background = opts.background ?? backgroundOf(frames);
  const level = (db: number) => Math.max(background * 10 ** (db / 20), QUIET_FRAME_RMS);
  const faint = loudFrames(frames, level(FAINT_ABOVE_BACKGROUND_DB), level(FAINT_SUSTAIN_DB));
  const isOneSyllable = (b: TimeRange) => oneSyllable(frames, faint, [b]).length === 1;
  if (opts.squeezedOnly) {
    return oneSyllable(
      frames,
      faint,
      squeezedHesitations(frames, background, faint, [], isOneSyllable, opts.secondsPerSyllable),
    );
  }
  const clear = loudFrames(frames, level(ABOVE_BACKGROUND_DB), level(SUSTAIN_ABOVE_BACKGROUND_DB));
  // A clear sound must also hold one vowel or nasal for a while: a lone word ("one", "Open" on a phone) passes the
  // pitch and loudness tests but glides between its sounds.
  const bursts = isolatedRuns(clear)
    .filter((r) => {
      const sound = frames.slice(r.first, r.last);
      if (r.seconds < MIN_SOUND_SEC || endsPhrase(r)) return false;
      return isSustainedVoicedSound(sound) && holdsLongEnough(sound, background);
    })
    .map((r) => r.range);
  // A music bed 10 dB under the voice leaves a quiet "uh" only 9–10 dB above it (6 dB under, 5–7 dB), and a fast
  // speaker's "uh" lasts 0.25–0.35 s. A fainter sound is examined by the stricter test for a voice over a bed: one
  // steady vowel, its spectral shape hardly moving.
  for (const r of isolatedRuns(faint)) {
    if (r.seconds < MIN_FAINT_SOUND_SEC || endsPhrase(r)) continue;
    if (bursts.some((b) => b.start < r.range.end && b.end > r.range.start)) continue;
    if (judged(frames, faint, r, background, isSteadyVoiceOverBed)) bursts.push(r.range);
  }
  // Then the held-sound test (hesitation.ts) for what those two miss: a fast speaker's "uh" whose pitch falls
  // steeply, an "erm" or "uhm" whose closing nasal is as loud as its vowel. It needs the same quiet around the
  // sound: with less (0.1 s), a held sentence-final word after an unvoiced consonant ("…count of four" on a phone
  // copy) passed.
  const faintToTheBed = loudFrames(frames, level(FAINT_ABOVE_BACKGROUND_DB), level(HELD_SUSTAIN_DB));
  for (const r of isolatedRuns(faintToTheBed)) {
    if (r.seconds < MIN_HELD_SOUND_SEC || endsPhrase(r)) continue;
    if (bursts.some((b) => b.start < r.range.end && b.end > r.range.start)) continue;
    if (judged(frames, faintToTheBed, r, background, isHeldHesitation)) bursts.push(r.range);
  }
  // Under a bed as loud as the voice a hesitation's level is its vowel alone: its extent is measured again with
  // the bed taken out (loud-bed.ts), and it is judged there by any of the tests.
  const overBed = (s: FrameFeatures[]) =>
    isSqueezed(s, 0, false) || isHeldHesitation(s, 0) || isSteadyVoiceOverBed(s, 0);
  const overLoudBed = hesitationsOverLoudBed(frames, faint, bursts, overBed);
  bursts.push(...overLoudBed);
  const found = squeezedHesitations(frames, background, faint, bursts, isOneSyllable, opts.secondsPerSyllable);
  // That pass too lets a sound in because the speaker goes on after it. A sound right after words with another find
  // starting between its end and the end of the pass's going-on window is taken for the words' last syllable ("…today,
  // see" 0.0 s before "umm", under a bed 4 dB down). Looser than the squeezed test, which asks that the very next
  // sound be the find: here any find in the window counts, if it survives the one-syllable rule below (one that
  // does not is words, which the speaker did go on into).
  const intoHesitation = overLoudBed.filter((b) => {
    if (quietBeforeSec(faint, b) >= PHRASE_FINAL_AFTER_WORDS_SEC) return false;
    return found.some(
      (f) => f !== b && f.start >= b.end - 1e-9 && f.start - b.end <= GOES_ON_WINDOW_SEC + 1e-9 && isOneSyllable(f),
    );
  });
  return oneSyllable(
    frames,
    faint,
    found.filter((b) => !intoHesitation.includes(b)),
  );
}

/** Quiet (frames not loud) just before a find; infinite at the edge of the frames read. */
function quietBeforeSec(loud: boolean[], b: TimeRange): number {
  const first = Math.round(b.start / FEATURE_HOP_SEC);
  let i = first - 1;
  while (i >= 0 && !loud[i]) i--;
  return i < 0 ? Number.POSITIVE_INFINITY : (first - 1 - i) * FEATURE_HOP_SEC;
}

/**
 * A sound shorter than this, said under PHRASE_FINAL_AFTER_WORDS_SEC (sound-runs.ts) after the words before it…
 */
const PHRASE_FINAL_MAX_SEC = 0.35;
/** …and followed by this much quiet is the last syllable of a phrase, not a hesitation. */
const PHRASE_FINAL_PAUSE_SEC = 0.6;

/**
 * A phrase's last syllable is lengthened before a pause ("…and your back flat."), and with only the closure of a
 * stop and a fricative between it and the word before ("back" → "flat"), both under the bed, it stands alone like a
 * hesitation. Under a bed 6 dB down (at its true level) "flat" held its vowel 0.24 s of a 0.28 s sound and passed
 * the held-sound test. So a short sound right after words and before a pause is taken for a phrase's end. The cost:
 * a short "uh" trailing off right after a phrase is not counted (a choice: a false filler costs the instructor more
 * than a missed one). The generated classes say every hesitation before words, so their recall cannot show that
 * cost; a hesitation of 0.35 s or more, or one after a pause, is judged as before.
 */
function endsPhrase(r: IsolatedRun): boolean {
  return (
    r.seconds < PHRASE_FINAL_MAX_SEC &&
    r.quietBeforeSec < PHRASE_FINAL_AFTER_WORDS_SEC &&
    r.quietAfterSec >= PHRASE_FINAL_PAUSE_SEC
  );
}

/** Loudness may dip this far between two louder moments of a hesitation (see `deepestDipDb`). */
const MAX_DIP_DB = 6;
/**
 * …and this far once a loud bed under it is taken out, the level taken over 0.1 s (see `oneSyllable`). Measured so
 * on the 275 hesitations found under such a bed (beds 0–10 dB down) on 24 development classes: at most 5.1 dB;
 * "Lower it" 10.4 dB.
 */
const MAX_DIP_WITHOUT_BED_DB = 8;
/** Frames (0.1 s) over which the level is taken when the bed is out: a boundary between syllables lasts a consonant. */
const DIP_WITHOUT_BED_FRAMES = 5;

/**
 * The bursts that are one syllable. Every test above judges held parts, pitch and spectrum, not the shape of the
 * loudness, so under a bed at its true level (music 10 dB down) "Come ba(ck)" chained its vowel, nasal and the next
 * vowel into a hesitation; its level dips 12 dB at the "b", a hesitation's at most 3 dB. Under a bed 0–4 dB below
 * the voice (`loudBedBefore`) the bed fills the dip between two syllables, so there the dip is measured again with
 * the bed taken out: "Lower it" opening a line under a bed 1 dB down, measured by the loud-bed pass over both words
 * (the pitch track runs on through the glide), dips 5.8 dB as it is and 15.8 dB with the bed out. The level is then
 * taken over 0.1 s: with the bed subtracted a single frame of a real "uhm" can fall 10 dB (the subtraction taking
 * too much there), while a boundary between syllables lasts a consonant ("Lower it": 10.4 dB over 0.1 s, real
 * hesitations ≤ 5.1 dB).
 */
function oneSyllable(frames: FrameFeatures[], loud: boolean[], bursts: TimeRange[]): TimeRange[] {
  return bursts.filter((b) => {
    const first = Math.round(b.start / FEATURE_HOP_SEC);
    const sound = frames.slice(first, first + Math.round((b.end - b.start) / FEATURE_HOP_SEC));
    if (deepestDipDb(sound) > MAX_DIP_DB) return false;
    const bed = loudBedBefore(frames, loud, first);
    return bed.length === 0 || deepestDipDb(withoutBed(sound, bed), DIP_WITHOUT_BED_FRAMES) <= MAX_DIP_WITHOUT_BED_DB;
  });
}

/**
 * How much the zero-crossing rate may vary over the loud body of the sound (measured on espeak-ng's
 * um, uh, umm, uhh, 음, 어 under a music bed). Pitch steps, pitch range, loudness and isolation still separate
 * hesitations from words.
 */
const MAX_ZCR_CV = 0.25;

export function isSustainedVoicedSound(frames: FrameFeatures[]): boolean {
  const peak = Math.max(0, ...frames.map((f) => f.rms));
  // Judge the body of the sound, not its fade-in/out.
  const core = frames.filter((f) => f.rms > peak * 0.3);
  if (core.length * FEATURE_HOP_SEC < MIN_SOUND_SEC * 0.8) return false;
  const voiced = core.filter((f) => f.voiced);
  if (voiced.length / core.length < 0.85) return false;
  // Hesitations drift slowly (often a gentle fall); words jump between syllables. So: small steps between
  // frames, no jump, and a limited overall range.
  const pitch = voiced.map((f) => f.pitchHz);
  const steps = pitch.slice(1).map((p, i) => Math.abs(p - pitch[i]!) / pitch[i]!);
  if (steps.length === 0 || Math.max(...steps) > 0.08) return false;
  const range = (Math.max(...pitch) - Math.min(...pitch)) / Math.min(...pitch);
  // Spectrum steadiness is judged on the loud body only: the fade into a closing nasal (the m of "um", 음) or into
  // the music bed under it changes the zero crossings without being a consonant.
  const body = core.filter((f) => f.rms > peak * 0.5);
  return range < 0.4 && cv(body.map((f) => f.zcr)) < MAX_ZCR_CV && cv(core.map((f) => f.rms)) < 0.35;
}

/**
 * The test for a faint or short sound over a bed (music, room tone). Loudness is the sound's own, the steady
 * background's power taken out: over a music bed the fainter closing nasal of "um" would otherwise look as loud as
 * its vowel. Under music a voice is less periodic, so one smooth pitch track through nearly all of the body with a
 * middling periodicity stands for "voiced"; and since a short voiced word said alone ("four", "five" in a count,
 * "Take") passes pitch and loudness tests too, the spectral shape must hardly move: a hesitation is one vowel, a
 * word glides between sounds.
 */
export function isSteadyVoiceOverBed(frames: FrameFeatures[], background: number): boolean {
  const own = frames.map((f) => ({ f, rms: Math.sqrt(Math.max(0, f.rms ** 2 - background ** 2)) }));
  const peak = Math.max(0, ...own.map((o) => o.rms));
  const core = own.filter((o) => o.rms > peak * 0.3);
  if (core.length * FEATURE_HOP_SEC < MIN_FAINT_SOUND_SEC * 0.8) return false;
  const pitch = pitchTrack(core.map((o) => o.f));
  if (pitch.length / core.length < MIN_TRACK_SHARE) return false;
  if (core.reduce((sum, o) => sum + o.f.clarity, 0) / core.length < MIN_TRACK_CLARITY) return false;
  if ((Math.max(...pitch) - Math.min(...pitch)) / Math.min(...pitch) >= 0.4) return false;
  const body = core.filter((o) => o.rms > peak * 0.5).map((o) => o.f);
  return (
    cv(body.map((f) => f.zcr)) < MAX_ZCR_CV && cv(core.map((o) => o.rms)) < 0.35 && spectralGlide(body) < MAX_GLIDE_DB
  );
}

/** Share of the body's frames on one pitch track. */
const MIN_TRACK_SHARE = 0.85;
/** Mean periodicity over the body: a clean voice scores 0.8–0.95, one under music 10 dB down 0.6–0.7. */
const MIN_TRACK_CLARITY = 0.5;
/**
 * Largest move of the spectral shape over the sound, dB RMS over 8 bands between its first and last thirds.
 * Measured: espeak-ng's um/uh under music 10 dB down and a fast speaker's 0.8–3.9; lone words ("four", "five",
 * "Take", "Lie down") 6.3–16.
 */
const MAX_GLIDE_DB = 4.5;

function mergeTouching(windows: TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  for (const w of windows) {
    const last = out.at(-1);
    if (last && w.start <= last.end + 1e-6) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

function dedupe(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  return sorted.filter((r, i) => i === 0 || r.start >= sorted[i - 1]!.end);
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
