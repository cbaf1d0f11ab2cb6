/**
 * A sound heard with the music bed under it taken out. Under a bed 0–3 dB below the voice a hesitation stands only
 * 3–7 dB over the bed, and the bed's own chords take the autocorrelation (periodicity 0.3–0.6) and move the
 * spectral shape, so the tests of hesitation.ts judge the bed as much as the voice. Here each frame of the sound has
 * the bed's mean power spectrum, measured on the quiet just before the sound, subtracted, and its periodicity, pitch,
 * spectral shape, zero-crossing rate and loudness are computed again from what is left (spectral subtraction; the
 * autocorrelation as the inverse transform of the power spectrum, divided by the window's own, as Boersma's method).
 */
import { powerSpectrum } from '../media/power-spectrum.ts';
import {
  BANDS,
  DECIMATED_RATE,
  type FrameFeatures,
  hann,
  MAX_LAG,
  MIN_LAG,
  peakOf,
  SPECTRUM_SIZE,
} from './features.ts';

/** The bed is over-subtracted by this factor (its frames vary around their mean)… */
const OVER_SUBTRACTION = 2;
/** …and no bin is left under this share of its own power (a spectral floor keeps the residue from ringing). */
const SPECTRAL_FLOOR = 0.02;

const BIN_HZ = DECIMATED_RATE / SPECTRUM_SIZE;
/** The Hann window's normalised autocorrelation, which the frame's is divided by. */
const windowAcf = (() => {
  const re = new Float64Array(SPECTRUM_SIZE);
  re.set(hann);
  const power = powerSpectrum(re, new Float64Array(SPECTRUM_SIZE));
  const acf = autocorrelation(power);
  return acf.map((v) => v / acf[0]!);
})();

/** The circular autocorrelation (lags 0…MAX_LAG) of a signal with the given one-sided power spectrum. */
function autocorrelation(power: Float64Array): Float64Array {
  const re = new Float64Array(SPECTRUM_SIZE);
  for (let k = 0; k <= SPECTRUM_SIZE / 2; k++) {
    re[k] = power[k]!;
    if (k > 0 && k < SPECTRUM_SIZE / 2) re[SPECTRUM_SIZE - k] = power[k]!;
  }
  const im = new Float64Array(SPECTRUM_SIZE);
  powerSpectrum(re, im); // in place: re now holds the transform, real for a symmetric input
  return re.slice(0, MAX_LAG + 1);
}

/** The sound's frames with the bed's mean power spectrum (over `bed`, quiet frames just before it) taken out. */
export function withoutBed(sound: FrameFeatures[], bed: FrameFeatures[]): FrameFeatures[] {
  if (bed.length === 0) return sound;
  const bedPower = new Float64Array(SPECTRUM_SIZE / 2 + 1);
  for (const f of bed) for (let k = 0; k < bedPower.length; k++) bedPower[k]! += f.power[k]! / bed.length;
  return sound.map((f) => cleaned(f, bedPower));
}

function cleaned(frame: FrameFeatures, bed: Float64Array): FrameFeatures {
  const p = frame.power;
  const own = new Float64Array(p.length);
  let total = 0;
  let kept = 0;
  let moment = 0;
  for (let k = 0; k < p.length; k++) {
    own[k] = Math.max(p[k]! - OVER_SUBTRACTION * bed[k]!, SPECTRAL_FLOOR * p[k]!);
    total += p[k]!;
    kept += own[k]!;
    moment += (k * BIN_HZ) ** 2 * own[k]!;
  }
  const acf = autocorrelation(own);
  const r = new Float64Array(MAX_LAG + 1);
  for (let l = MIN_LAG - 1; l <= MAX_LAG; l++) r[l] = acf[l]! / (acf[0]! * windowAcf[l]! + 1e-12);
  const peak = peakOf(r);
  const clarity = Math.min(peak.clarity, 1);
  const rms = frame.rms * Math.sqrt(kept / (total + 1e-30));
  return {
    clarity,
    pitchHz: peak.pitchHz,
    finePitchHz: peak.finePitchHz,
    voiced: clarity > 0.6 && rms > 1e-3,
    rms,
    // Rice's formula: a signal crosses zero 2·f_rms times a second, f_rms its spectrum's RMS frequency.
    zcr: (2 * Math.sqrt(moment / (kept + 1e-30))) / DECIMATED_RATE,
    shape: bandShape(own),
    power: own,
  };
}

function bandShape(power: Float64Array): number[] {
  const energy = new Float64Array(BANDS.length - 1);
  for (let b = 0; b + 1 < BANDS.length; b++) {
    for (let k = Math.ceil(BANDS[b]! / BIN_HZ); k * BIN_HZ < BANDS[b + 1]!; k++) energy[b]! += power[k]!;
  }
  const db = [...energy].map((e) => 10 * Math.log10(e + 1e-12));
  const mean = db.reduce((sum, d) => sum + d, 0) / db.length;
  return db.map((d) => d - mean);
}
