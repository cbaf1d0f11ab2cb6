import type { PcmFile } from './decode.ts';

export interface AudioLevels {
  /** Loudness of the whole recording, dBFS RMS. */
  rmsDbfs: number;
  peakDbfs: number;
  /** Share of samples at or near full scale: a clipped recording garbles words for the recogniser. */
  clippedRatio: number;
}

const toDb = (x: number) => (x > 0 ? Math.round(20 * Math.log10(x) * 10) / 10 : -120);

/** One streamed pass over the decoded PCM (spec step audio_analysis). */
export async function measureLevels(pcm: PcmFile, signal?: AbortSignal): Promise<AudioLevels> {
  let sumSquares = 0;
  let peak = 0;
  let clipped = 0;
  let count = 0;
  for await (const window of pcm.windows(16_000 * 60)) {
    signal?.throwIfAborted();
    for (let i = 0; i < window.length; i++) {
      const v = Math.abs(window[i] ?? 0);
      sumSquares += v * v;
      if (v > peak) peak = v;
      if (v >= 0.999) clipped++;
    }
    count += window.length;
  }
  return {
    rmsDbfs: toDb(Math.sqrt(sumSquares / Math.max(1, count))),
    peakDbfs: toDb(peak),
    clippedRatio: count ? Math.round((clipped / count) * 1e6) / 1e6 : 0,
  };
}
