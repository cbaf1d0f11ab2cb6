/**
 * Upload speed and time left from progress samples over a sliding window, so one slow chunk does not make the
 * estimate jump around.
 */
export type Sample = { at: number; bytes: number };

export function transferRate(samples: Sample[], windowMs = 10_000): number | null {
  if (samples.length < 2) return null;
  const last = samples[samples.length - 1] as Sample;
  const first = samples.find((s) => last.at - s.at <= windowMs) ?? (samples[0] as Sample);
  const dt = (last.at - first.at) / 1000;
  if (dt <= 0) return null;
  return Math.max(0, (last.bytes - first.bytes) / dt);
}

export function secondsLeft(bytesSent: number, bytesTotal: number, bytesPerSec: number | null): number | null {
  if (!bytesPerSec || bytesPerSec <= 0) return null;
  return Math.max(0, (bytesTotal - bytesSent) / bytesPerSec);
}

/** Keep the samples list short: only what the window needs. */
export function pushSample(samples: Sample[], sample: Sample, windowMs = 10_000): Sample[] {
  return [...samples.filter((s) => sample.at - s.at <= windowMs), sample];
}
