import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegBin } from './media.ts';

/**
 * An MP3 whose LAME/Xing header claims `claimedSec` (its frame count) while its frames last `realMinutes`: a VBR
 * encode of the claimed length (with its Xing header) followed by header-less frames of a minute each, with the
 * header's byte count set to the whole file so ffprobe believes the frame count. ffprobe reports ~claimedSec.
 */
export function lyingMp3(realMinutes: number, claimedSec = 60): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cuecoach-lying-mp3-'));
  const encode = (seconds: number, out: string, extra: string[]) =>
    execFileSync(ffmpegBin, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${seconds}`],
      ...['-ac', '1', '-c:a', 'libmp3lame', '-q:a', '9', ...extra, out],
    ]);
  encode(claimedSec, path.join(dir, 'head.mp3'), []);
  encode(60, path.join(dir, 'minute.mp3'), ['-write_xing', '0', '-id3v2_version', '0']);
  const head = readFileSync(path.join(dir, 'head.mp3'));
  const minute = readFileSync(path.join(dir, 'minute.mp3'));
  const extraMinutes = Math.max(0, Math.ceil(realMinutes - claimedSec / 60));
  const total = head.length + minute.length * extraMinutes;
  const xing = head.indexOf('Xing');
  if (xing < 0) throw new Error('the encoder wrote no Xing header');
  // Flags 0x1 (frames) and 0x2 (bytes) are set by LAME: frames at +8, bytes at +12.
  head.writeUInt32BE(total, xing + 12);
  const file = path.join(dir, 'class.mp3');
  writeFileSync(file, Buffer.concat([head, ...Array.from({ length: extraMinutes }, () => minute)]));
  return file;
}
