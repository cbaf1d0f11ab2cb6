/**
 * What the first bytes of a file say it is. The server refuses anything that is not an MP3, WAV or MP4/QuickTime
 * container (packages/analysis media/sniff.ts); reading the same bytes in the browser refuses a renamed text file
 * or document at step 1 instead of after the whole upload. Other audio containers are recognised only to be named
 * in tests and logs: they are refused all the same.
 */
export type MediaContainer = 'mp3' | 'wav' | 'mp4' | 'webm' | 'ogg' | 'flac' | 'aac' | null;

/** Containers the server accepts (extensions mp3, m4a, wav, mp4, mov). */
export const acceptedContainers: readonly MediaContainer[] = ['mp3', 'wav', 'mp4'];

/** How many leading bytes sniffContainer needs. */
export const sniffLength = 64;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffContainer(b: Uint8Array): MediaContainer {
  if (b.length >= 12 && /^(RIFF|RF64|BW64)$/.test(ascii(b, 0, 4)) && ascii(b, 8, 12) === 'WAVE') return 'wav';
  // ISO base media (mp4, m4a, mov): a box size then 'ftyp'; older QuickTime files start with another top-level atom.
  if (b.length >= 8 && /^(ftyp|moov|mdat|wide|free|skip)$/.test(ascii(b, 4, 8))) return 'mp4';
  if (b.length >= 3 && ascii(b, 0, 3) === 'ID3') return 'mp3';
  const b0 = b[0] ?? 0;
  const b1 = b[1] ?? 0;
  // MPEG audio frame sync: 11 set bits; layer bits 00 mean ADTS AAC instead.
  if (b.length >= 2 && b0 === 0xff && (b1 & 0xe0) === 0xe0) return (b1 & 0x06) === 0 ? 'aac' : 'mp3';
  if (b.length >= 4 && b0 === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'webm';
  if (b.length >= 4 && ascii(b, 0, 4) === 'OggS') return 'ogg';
  if (b.length >= 4 && ascii(b, 0, 4) === 'fLaC') return 'flac';
  return null;
}

/** Reads the first bytes of a picked file (no bytes leave the machine). */
export async function readFileHead(file: Blob, length = sniffLength): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  // Blob.arrayBuffer is missing in older browsers and in jsdom; FileReader is everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Whether the file's bytes are a container the server accepts. */
export async function hasAcceptedContainer(file: Blob): Promise<boolean> {
  try {
    return acceptedContainers.includes(sniffContainer(await readFileHead(file)));
  } catch {
    // Unreadable in the browser (a file removed since it was picked): refuse like the server would.
    return false;
  }
}
