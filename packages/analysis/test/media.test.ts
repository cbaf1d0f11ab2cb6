import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stillPictureVideo } from '../scripts/recordings.ts';
import { AnalysisError } from '../src/errors.ts';
import { ffmpegPath } from '../src/media/binaries.ts';
import { decodeToPcmFile, openPcmFile } from '../src/media/decode.ts';
import { extractAudio } from '../src/media/extract.ts';
import { probeMedia } from '../src/media/probe.ts';
import { fixture } from './helpers/fixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-media-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function refusal(file: string, opts?: { maxDurationSec?: number }): Promise<AnalysisError> {
  try {
    await probeMedia(file, opts);
  } catch (error) {
    expect(error).toBeInstanceOf(AnalysisError);
    return error as AnalysisError;
  }
  throw new Error(`${file} was accepted`);
}

describe('probeMedia', () => {
  it('profiles an audio upload', async () => {
    const probe = await probeMedia(fixture('en-class.mp3'));
    expect(probe).toMatchObject({ source: 'audio', container: 'mp3', codec: 'mp3', sampleRate: 16000, channels: 1 });
    expect(probe.durationSec).toBeCloseTo(58.4, 0);
    expect(probe.hasVideo).toBe(false);
  });

  it('profiles a video upload as video with its audio stream', async () => {
    const probe = await probeMedia(fixture('video-with-audio.mp4'));
    expect(probe).toMatchObject({ source: 'video', container: 'mp4', codec: 'aac', hasVideo: true, hasAudio: true });
  });

  it('tells a QuickTime .mov from an mp4', async () => {
    const mov = join(tmp, 'phone.mov');
    execFileSync(ffmpegPath(), ['-v', 'error', '-i', fixture('video-with-audio.mp4'), '-c', 'copy', '-f', 'mov', mov]);
    expect(await probeMedia(mov)).toMatchObject({ source: 'video', container: 'mov', codec: 'aac' });
  });

  it('takes an mp4’s length from its audio when the picture runs on after the sound stopped', async () => {
    const audio = join(tmp, 'class-audio.wav');
    execFileSync(ffmpegPath(), ['-v', 'error', '-i', fixture('en-class.mp3'), '-t', '20', audio]);
    const video = stillPictureVideo(audio, 51, tmp, 'long-picture');
    const probe = await probeMedia(video);
    expect(probe).toMatchObject({ source: 'video', container: 'mp4' });
    expect(probe.durationSec).toBeCloseTo(20, 0);
    const seconds = await decodeToPcmFile(video, join(tmp, 'long-picture.f32'), {
      expectedDurationSec: probe.durationSec,
    });
    expect(seconds).toBeCloseTo(20, 0);
  });

  it('refuses an empty file', async () => {
    const file = join(tmp, 'empty.mp3');
    writeFileSync(file, '');
    expect((await refusal(file)).code).toBe('empty_file');
  });

  it('refuses a text file renamed to .mp3 as an unsupported type', async () => {
    const file = join(tmp, 'notes.mp3');
    writeFileSync(file, 'Class plan: sun salutations, warrior two, savasana.\n'.repeat(20));
    const error = await refusal(file);
    expect(error.code).toBe('unsupported_type');
    expect(error.message).toMatch(/mp3, m4a, wav, mp4 or mov/);
  });

  it('refuses an executable renamed to .wav as an unsupported type', async () => {
    const file = join(tmp, 'program.wav');
    writeFileSync(file, readFileSync(process.execPath).subarray(0, 200_000));
    expect((await refusal(file)).code).toBe('unsupported_type');
  });

  it('refuses a truncated mp4 as unreadable', async () => {
    const file = join(tmp, 'cut.mp4');
    writeFileSync(file, readFileSync(fixture('video-with-audio.mp4')).subarray(0, 15_000));
    const error = await refusal(file);
    expect(error.code).toBe('unreadable_file');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses a video without an audio track', async () => {
    expect((await refusal(fixture('video-only.mp4'))).code).toBe('no_audio');
  });

  it('refuses a recording over the 90-minute default limit, and honours a configured limit', async () => {
    const file = join(tmp, 'long.wav');
    execFileSync(
      ffmpegPath(),
      ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=4000:cl=mono', '-t', '5460'].concat(['-c:a', 'pcm_u8', file]),
    );
    const error = await refusal(file);
    expect(error.code).toBe('too_long');
    expect(error.message).toBe('The recording is 91 minutes long; the limit is 90 minutes.');
    expect((await refusal(fixture('en-fillers.mp3'), { maxDurationSec: 10 })).code).toBe('too_long');
    expect((await probeMedia(file, { maxDurationSec: 100 * 60 })).durationSec).toBeCloseTo(5460, 0);
  });
});

describe('decoding', () => {
  it('decodes to 16 kHz mono float PCM of the full length', async () => {
    const out = join(tmp, 'class.f32');
    const seconds = await decodeToPcmFile(fixture('en-fillers.mp3'), out);
    const pcm = await openPcmFile(out);
    expect(pcm.durationSec).toBeCloseTo(seconds, 3);
    expect(seconds).toBeGreaterThan(17);
    const window = await pcm.read(2, 3);
    expect(window.length).toBe(16000);
  });

  it('refuses a file whose data stops early even though its header looks whole', async () => {
    // moov first (faststart) keeps the header readable; cutting the data then leaves an incomplete recording.
    const whole = join(tmp, 'faststart.m4a');
    execFileSync(
      ffmpegPath(),
      ['-v', 'error', '-i', fixture('en-class.mp3'), '-c:a', 'aac', '-b:a', '32k'].concat([
        '-movflags',
        '+faststart',
        whole,
      ]),
    );
    const cut = join(tmp, 'cut.m4a');
    const bytes = readFileSync(whole);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const probe = await probeMedia(cut);
    await expect(
      decodeToPcmFile(cut, join(tmp, 'cut.f32'), { expectedDurationSec: probe.durationSec }),
    ).rejects.toMatchObject({ code: 'unreadable_file' });
  });

  it('extracts the audio of a video into an m4a with no video stream', async () => {
    const out = join(tmp, 'audio.m4a');
    await extractAudio(fixture('video-with-audio.mp4'), out);
    const probe = await probeMedia(out);
    expect(probe).toMatchObject({ source: 'audio', container: 'm4a', codec: 'aac', hasVideo: false });
  });
});
