import { open } from 'node:fs/promises';

/**
 * Recognises the containers we accept (mp3, m4a, wav, mp4, mov) by their first bytes, so a text file
 * or an executable renamed to .mp3/.wav is refused as an unsupported type before ffprobe guesses at it.
 * Returns null when the bytes match none of them.
 */
export type SniffedType = 'mp3' | 'wav' | 'mp4' | null;

export async function sniffContainer(file: string): Promise<SniffedType> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniffBytes(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export function sniffBytes(b: Buffer): SniffedType {
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  // RF64 / BW64: WAV for files over 4 GB.
  if (b.length >= 12 && /^(RF64|BW64)$/.test(b.toString('latin1', 0, 4))) return 'wav';
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  // QuickTime files written by older cameras may start with a moov/mdat/wide/free atom instead of ftyp.
  if (b.length >= 8 && /^(moov|mdat|wide|free|skip)$/.test(b.toString('latin1', 4, 8))) return 'mp4';
  if (b.length >= 3 && b.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // MPEG audio frame sync: 11 set bits, layer bits not 00 (excludes ADTS AAC, which has layer 00).
  if (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0) return 'mp3';
  return null;
}
