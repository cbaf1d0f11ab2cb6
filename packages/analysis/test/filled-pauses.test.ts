import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFilledPauses, withoutTranscribedFillers } from '../src/filled-pauses/detect.ts';
import type { TimeRange } from '../src/vad/speech-regions.ts';
import {
  fillerClasses,
  fluentClasses,
  heldOutFillerClasses,
  loudBedFluentClasses,
} from './helpers/filler-scenarios.ts';
import { fixture, readTruth } from './helpers/fixtures.ts';
import {
  fastFillersClass,
  fastTwentyFillersClass,
  loudMusicFillersClass,
  loudMusicYogaClass,
} from './helpers/language-scenarios.ts';
import { speechOfFile } from './helpers/speech-of-file.ts';
import { speakClass } from './helpers/spoken-class.ts';

const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-fp-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && a.end > b.start;

/** As the pipeline runs it: VAD with the recording's gain and noise floor. */
async function detect(file: string): Promise<TimeRange[]> {
  const out = join(tmp, `${Math.random().toString(36).slice(2)}.f32`);
  const { pcm, regions } = await speechOfFile(file, out);
  return detectFilledPauses(pcm, regions);
}

describe('acoustic filled-pause detection', () => {
  it.each([
    ['en-fillers', 'uh/um'],
    ['ko-class', '음/어'],
    ['en-yoga', 'um/uh/umm/uhh'],
    ['en-pilates', 'uh/um/uhh/umm'],
    ['ko-yoga', '음/어'],
  ])(
    'finds the hesitations of %s (%s) under a music bed, and reports recall',
    async (name) => {
      const truth = readTruth(name);
      const found = await detect(fixture(`${name}.mp3`));
      const hits = truth.fillers.filter((f) => found.some((p) => overlaps(p, f))).length;
      const falseAlarms = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f)));
      const recall = hits / truth.fillers.length;
      console.info(
        `filled-pause recall on ${name}: ${hits}/${truth.fillers.length} (${falseAlarms.length} false alarms)`,
      );
      expect(recall).toBeGreaterThanOrEqual(0.9);
      expect(falseAlarms).toEqual([]);
    },
    60_000,
  );

  // Spoken at test time: two voices under music 10 dB below them, two fast speakers (250 and 240 words a minute,
  // short um/uh with 0.2–0.5 s around them). The recogniser writes many of these down too (the end-to-end recall
  // is held in language-gate-speech.test.ts); alone, the detector found 0 of 9, 0 of 9, 10 of 10 and 0 of 20 of
  // them before it learned to hear a voice over a bed, 7–9, 8, 10 and 16 after, 9, 8, 10 and 19 with the
  // held-sound test (hesitation.ts), and 9, 9, 10 and 20 with the 27 Nov changes. `floor`: the recall held.
  it.each([
    { name: 'loud music, en-gb', script: loudMusicFillersClass, floor: 0.85 },
    { name: 'loud music, en-us+f2', script: loudMusicYogaClass, floor: 0.85 },
    { name: 'fast, en-us', script: fastFillersClass, floor: 0.9 },
    { name: 'fast, en-us+m3', script: fastTwentyFillersClass, floor: 0.9 },
  ])(
    'hears the hesitations of a class with $name, and invents none',
    async ({ name, script, floor }) => {
      const { file, truth } = speakClass(name.replace(/\W+/g, '-'), script);
      const found = await detect(file);
      const hits = truth.fillers.filter((f) => found.some((p) => overlaps(p, f))).length;
      const falseAlarms = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f)));
      console.info(
        `filled-pause recall, ${name}: ${hits}/${truth.fillers.length} (${falseAlarms.length} false alarms)`,
      );
      expect(hits / truth.fillers.length).toBeGreaterThanOrEqual(floor);
      expect(falseAlarms).toEqual([]);
    },
    120_000,
  );

  // More voices and conditions (filler-scenarios.ts): hesitations spelled um, uh, erm, uhm, umm, uhh. `floor`: the
  // recall held, as measured on 26 Nov: before the held-sound test 4, 1, 4, 4 and 11 of 18; with it 11, 1, 14, 4 and
  // 16; with faint sounds started 4 dB over the bed, the held-sound test following a sound down to 2 dB over it, and
  // the squeezed-hesitation test (held parts, hesitation.ts, also run inside long speech regions) 17, 18, 15, 14 and
  // 18. The held-out classes (voices, speeds, lines and spellings nothing was tuned on) went from 7, 1 and 15 of 18
  // to 8, 11 and 15. Until 27 Nov every bed was about 6 dB louder than its label (synth.ts rendered it in three
  // channels, the voice in one); at the labelled level (measured in the mono decode): fast woman (bed 20 dB down)
  // 16 of 18 (was 17 over a bed truly 14 dB down: two "uhh"s whose vowel glides with a 30 % pitch fall, held
  // 0.22 s and chained 0.28 s, under the 0.24 and 0.3 s the tests need; end to end the recogniser writes all 18,
  // so its floor is 0.85), music 10 dB down 18, music 6 dB down 17, Lancashire (12 dB down) 10, New York (7 dB down)
  // 15, West Midlands phone 15; added then and tuned on nothing: en-us+m4 under 6 dB, en-gb-x-rp+f3 at 225 wpm
  // under 10 dB, en-029 under 8 dB, en-us+f2 under a bed only 3 dB down, each 18 of 18. 27 Nov (evening), with a
  // squeezed hesitation needing 0.06 s of quiet around it (was 0.1) and passing as one gliding syllable too
  // (hesitation.ts, `isOneGlidingSyllable`): Lancashire 10 → 15 (its 0.22 s "um"s glide), New York 15 → 16; the new
  // held-out spin class at 260 wpm with 0.12 s around its hesitations (then plain en-gb, written en-gb+m5) 1 → 11
  // (rendered as the voice meant, en+m5, 27 Nov 20 UTC: 17 of 18); fast woman, music 10/6 dB
  // down, phone, West Midlands and the four other held-out classes unchanged; no false find anywhere. 27 Nov, 09 UTC, with a
  // squeezed hesitation examined from 0.24 s and passing held in parts over 0.24 s (was 0.3 s): fast woman 16 → 18,
  // Lancashire 15 → 17; held out, a New York man at 250 wpm (en-us-nyc+m1, 0.12 s around) 14 → 16.
  it.each([
    { name: 'fast-woman', floor: 0.95 },
    { name: 'fastest-man', floor: 0.9 },
    { name: 'music-10', floor: 0.9 },
    { name: 'music-6', floor: 0.9 },
    { name: 'phone', floor: 0.9 },
    // Added 27 Nov (09 UTC): before the squeezed test asked a sound right after words to be held from its onset,
    // "…that was strong" (then a hesitation) was a false find here; 18 of 23 found before and after (the
    // hesitations said after a line are 0.08 s from its last word, under the 0.15 s the standalone tests need).
    // 27 Nov (late), with such a sound before a pause examined when held from its onset over 0.4 s
    // (`isHeldAfterLine`): 23 of 23; the same under music 10 dB down, 19 → 21 of 23.
    { name: 'phone-after', floor: 0.95 },
    { name: 'music-10-after', floor: 0.9 },
    // Added 27 Nov (night), the music-6 class with a hesitation after every other line: 22 of 23 found before and
    // after, 3 false finds before (the held last word of a line, the hesitation after it read as the speaker going
    // on), none after.
    { name: 'music-6-after', floor: 0.9 },
    // Added 27 Nov (night): 18 of 18 before and after, 1 false find before ("…today, see" before an "umm", taken by
    // the loud-bed pass as the speaker going on), none after.
    { name: 'boot-029-4', floor: 0.9 },
    { name: 'ho-lancs-fast', floor: 0.9 },
    { name: 'ho-nyc-fast', floor: 0.85 },
    // Rendered as meant (en+m5, 27 Nov night) it finds 17 of 18; the floor (0.55) was set on plain en-gb's 11.
    { name: 'ho-spin-m5-fast', floor: 0.85 },
    { name: 'ho-nyc-music7', floor: 0.8 },
    { name: 'ho-wmd-phone', floor: 0.8 },
    { name: 'ho-m4-music6', floor: 0.9 },
    { name: 'ho-rpf3-music10', floor: 0.9 },
    { name: 'ho-029-music8', floor: 0.9 },
    { name: 'ho-loud-3', floor: 0.9 },
    // Beds as loud as the voice or 3 dB under it (27 Nov, afternoon), with each sound standing under 12 dB over the
    // quiet before it judged again with that bed's spectrum taken out, its extent measured there (loud-bed.ts):
    // the Lancashire man under 3 dB 4 → 14 of 18, the bed as loud as the voice 9 → 13.
    { name: 'clan-loud-3', floor: 0.75 },
    { name: 'ho-loud-0', floor: 0.7 },
  ])(
    'hears the hesitations of the $name class, and invents none',
    async ({ name, floor }) => {
      const { file, truth } = speakClass(name, fillerClasses[name] ?? heldOutFillerClasses[name]!);
      const found = await detect(file);
      const hits = truth.fillers.filter((f) => found.some((p) => overlaps(p, f))).length;
      const falseAlarms = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f)));
      console.info(
        `filled-pause recall, ${name}: ${hits}/${truth.fillers.length} (${falseAlarms.length} false alarms)`,
      );
      expect(hits / truth.fillers.length).toBeGreaterThanOrEqual(floor);
      expect(falseAlarms).toEqual([]);
    },
    120_000,
  );

  it('raises no false alarm on fluent speech: the class script, fluent classes opening on voiced sounds (fast, fastest, over loud music, on a phone), and real LibriVox reading', {
    timeout: 400_000,
  }, async () => {
    expect(await detect(fixture('en-class.mp3'))).toEqual([]);
    for (const [name, script] of Object.entries({ ...fluentClasses, ...loudBedFluentClasses })) {
      expect(await detect(speakClass(name, script).file), name).toEqual([]);
    }
    for (const id of ['0870', '0880', '0890', '0920', '0930']) {
      expect(await detect(fixture(`librivox/sense_and_sensibility_01_austen_64kb-${id}.wav`)), id).toEqual([]);
    }
  });

  it('does not count a hesitation twice when the recogniser wrote it down', () => {
    const pauses = [
      { start: 1, end: 1.5 },
      { start: 4, end: 4.6 },
      { start: 9, end: 9.5 },
    ];
    const segments = [
      { start: 0.5, end: 6, text: 'Um, lift your chest. Uh and lengthen.' },
      { start: 8, end: 12, text: 'Relax your jaw.' },
    ];
    expect(withoutTranscribedFillers(pauses, segments, 'en')).toEqual([{ start: 9, end: 9.5 }]);
    expect(withoutTranscribedFillers(pauses, [{ start: 0, end: 12, text: '음, 어깨를 내리세요' }], 'ko')).toHaveLength(
      2,
    );
  });
});
