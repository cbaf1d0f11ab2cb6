import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const ffmpegBin: string = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

const dir = path.join(tmpdir(), 'cuecoach-session-media-v1');

/**
 * Small real recordings of each accepted type, made once per machine: espeak-ng speaks an instructor's cue,
 * ffmpeg turns it into mp3/m4a and into mp4/mov with a video track (so video handling is exercised).
 */
export function testMedia(): Record<'wav' | 'mp3' | 'm4a' | 'mp4' | 'mov', string> & {
  silentVideo: string;
  text: string;
  renamedText: string;
  truncatedMp4: string;
  longAudio: string;
} {
  mkdirSync(dir, { recursive: true });
  const p = (name: string) => path.join(dir, name);
  const ff = (...args: string[]) => execFileSync(ffmpegBin, ['-v', 'error', '-y', ...args]);
  if (!existsSync(p('s.wav'))) {
    execFileSync('espeak-ng', [
      '-v',
      'en',
      '-s',
      '150',
      '-w',
      p('s.wav'),
      'Breathe in and lift your arms. Now exhale and fold forward slowly. Keep your knees soft.',
    ]);
  }
  if (!existsSync(p('s.mp3'))) ff('-i', p('s.wav'), '-c:a', 'libmp3lame', '-b:a', '64k', p('s.mp3'));
  if (!existsSync(p('s.m4a'))) ff('-i', p('s.wav'), '-c:a', 'aac', p('s.m4a'));
  const video = (color: string, out: string, format: string[]) =>
    ff(
      '-f',
      'lavfi',
      '-i',
      `color=c=${color}:s=160x120:r=10`,
      '-i',
      p('s.wav'),
      '-shortest',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      ...format,
      out,
    );
  if (!existsSync(p('s.mp4'))) video('blue', p('s.mp4'), []);
  if (!existsSync(p('s.mov'))) video('red', p('s.mov'), ['-f', 'mov']);
  if (!existsSync(p('silent.mp4'))) {
    ff(
      '-f',
      'lavfi',
      '-i',
      'color=c=green:s=160x120:r=10:d=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      p('silent.mp4'),
    );
  }
  if (!existsSync(p('long.m4a'))) {
    ff(
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=220:sample_rate=8000:duration=70',
      '-c:a',
      'aac',
      '-b:a',
      '16k',
      p('long.m4a'),
    );
  }
  if (!existsSync(p('notes.txt')))
    writeFileSync(p('notes.txt'), 'these are my class notes, not a recording\n'.repeat(20));
  if (!existsSync(p('renamed.mp3')))
    writeFileSync(p('renamed.mp3'), 'plain text pretending to be an mp3 file\n'.repeat(20));
  if (!existsSync(p('truncated.mp4'))) {
    const full = require('node:fs').readFileSync(p('s.mp4')) as Buffer;
    writeFileSync(p('truncated.mp4'), full.subarray(0, 2000));
  }
  return {
    wav: p('s.wav'),
    mp3: p('s.mp3'),
    m4a: p('s.m4a'),
    mp4: p('s.mp4'),
    mov: p('s.mov'),
    silentVideo: p('silent.mp4'),
    text: p('notes.txt'),
    renamedText: p('renamed.mp3'),
    truncatedMp4: p('truncated.mp4'),
    longAudio: p('long.m4a'),
  };
}
