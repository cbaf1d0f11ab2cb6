/** Per-frame acoustic features for the filled-pause detector: voicing, pitch, loudness, zero crossings. */
export interface FrameFeatures {
  voiced: boolean;
  pitchHz: number;
  rms: number;
  zcr: number;
}

const DECIMATED_RATE = 8000;
const FRAME = 320; // 40 ms at 8 kHz
const HOP = 160; // 20 ms
const MIN_LAG = Math.floor(DECIMATED_RATE / 400); // 400 Hz
const MAX_LAG = Math.ceil(DECIMATED_RATE / 70); // 70 Hz

/** 16 kHz → 8 kHz by averaging pairs: enough for pitch (70–400 Hz) and a quarter of the autocorrelation work. */
function decimate(samples: Float32Array): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = ((samples[2 * i] ?? 0) + (samples[2 * i + 1] ?? 0)) / 2;
  return out;
}

/** `minRms`: quieter frames skip the pitch search (they cannot be part of a filled pause). */
export function frameFeatures(samples16k: Float32Array, minRms = 1e-3): FrameFeatures[] {
  const x = decimate(samples16k);
  const frames: FrameFeatures[] = [];
  for (let start = 0; start + FRAME + MAX_LAG <= x.length; start += HOP) {
    let energy = 0;
    let crossings = 0;
    for (let i = start; i < start + FRAME; i++) {
      const v = x[i] ?? 0;
      energy += v * v;
      if (i > start && v >= 0 !== (x[i - 1] ?? 0) >= 0) crossings++;
    }
    const rms = Math.sqrt(energy / FRAME);
    let bestLag = 0;
    let best = 0;
    for (let lag = MIN_LAG; rms >= minRms && lag <= MAX_LAG; lag++) {
      let num = 0;
      let e2 = 0;
      for (let i = start; i < start + FRAME; i++) {
        const a = x[i] ?? 0;
        const b = x[i + lag] ?? 0;
        num += a * b;
        e2 += b * b;
      }
      const r = num / Math.sqrt(energy * e2 + 1e-12);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    frames.push({
      voiced: best > 0.6 && rms > 1e-3,
      pitchHz: bestLag ? DECIMATED_RATE / bestLag : 0,
      rms,
      zcr: crossings / FRAME,
    });
  }
  return frames;
}

export const FEATURE_HOP_SEC = HOP / DECIMATED_RATE;
