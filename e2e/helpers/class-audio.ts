import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A short English class recording made on the spot with espeak-ng: real speech with filler words, breathing and
 * alignment cues, and 1.5 s pauses between lines (sox pads each line, then joins them), so the analysis has
 * something real to find.
 */
export const classLines = [
  'Okay everyone, um, welcome to class. Let us begin in a comfortable seat.',
  'Inhale and lift your arms up over your head. Exhale and fold forward.',
  'Um, so, step your right foot back into a low lunge. Keep your knee over your ankle.',
  'Uh, breathe in, and lengthen your spine. Breathe out and relax your shoulders.',
  'Now, like, turn to the left side and reach your left hand to the floor.',
];

export function makeClassWav(name: string, lines: string[] = classLines): string {
  const dir = path.join(os.tmpdir(), 'cuecoach-e2e-audio');
  mkdirSync(dir, { recursive: true });
  const padded = lines.map((line, i) => {
    const raw = path.join(dir, `${name}-${i}.wav`);
    const pad = path.join(dir, `${name}-${i}-pad.wav`);
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, line]);
    execFileSync('sox', ['-R', raw, pad, 'pad', '0', '1.5']);
    return pad;
  });
  const out = path.join(dir, `${name}.wav`);
  execFileSync('sox', ['-R', ...padded, out]);
  return out;
}
