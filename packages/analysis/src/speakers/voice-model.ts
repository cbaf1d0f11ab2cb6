/**
 * A model of one voice: a mixture of diagonal Gaussians over its frames' mel-cepstra, trained by EM. A voice's
 * sounds (its vowels, fricatives, nasals) each sit in their own part of cepstral space, shaped by that person's
 * vocal tract; another person's same sounds land a little off every one of them. The mean log-likelihood of a
 * stretch of speech under the instructor's model therefore drops for someone else even at the same pitch, where
 * the mean cepstrum of a few seconds mostly reflects what was said.
 */

export interface VoiceModel {
  weights: Float64Array;
  means: Float64Array[];
  variances: Float64Array[];
}

const LOG_2PI = Math.log(2 * Math.PI);

/** Deterministic pseudo-random numbers: the same recording always gives the same model. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Per component: log weight minus half the log-determinant, and the inverse variances. */
interface Prepared {
  constants: Float64Array;
  precisions: Float64Array[];
}

function prepare(model: VoiceModel): Prepared {
  const constants = new Float64Array(model.weights.length);
  const precisions = model.variances.map((variance, c) => {
    let logDet = 0;
    for (const v of variance) logDet += Math.log(v) + LOG_2PI;
    constants[c] = Math.log(model.weights[c]! + 1e-12) - 0.5 * logDet;
    return variance.map((v) => 1 / v);
  });
  return { constants, precisions };
}

/** Log-density of one frame under component `c`, its weight included. */
function componentLogDensity(model: VoiceModel, prepared: Prepared, frame: ArrayLike<number>, c: number): number {
  const mean = model.means[c]!;
  const precision = prepared.precisions[c]!;
  let distance = 0;
  for (let j = 0; j < frame.length; j++) {
    const diff = frame[j]! - mean[j]!;
    distance += diff * diff * precision[j]!;
  }
  return prepared.constants[c]! - 0.5 * distance;
}

/** Log-likelihood of one frame; fills `posterior` with each component's share of it. */
function frameLogLikelihood(
  model: VoiceModel,
  prepared: Prepared,
  frame: ArrayLike<number>,
  posterior: Float64Array,
): number {
  const k = model.weights.length;
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < k; c++) {
    const l = componentLogDensity(model, prepared, frame, c);
    posterior[c] = l;
    if (l > max) max = l;
  }
  let sum = 0;
  for (let c = 0; c < k; c++) {
    posterior[c] = Math.exp(posterior[c]! - max);
    sum += posterior[c]!;
  }
  for (let c = 0; c < k; c++) posterior[c]! /= sum;
  return max + Math.log(sum);
}

/**
 * Mean log-likelihood per frame of a stretch, from its frames' log-densities under each component (weights left
 * out, `k` per frame) and the log-weights to mix them with. Adds each frame's component shares to `mass` when given.
 */
function mixtureMeanLogLikelihood(
  densities: Float32Array,
  frameCount: number,
  logWeights: ArrayLike<number>,
  mass?: Float64Array,
): number {
  const k = logWeights.length;
  const terms = new Float64Array(k);
  let sum = 0;
  for (let f = 0; f < frameCount; f++) {
    let max = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < k; c++) {
      terms[c] = logWeights[c]! + densities[f * k + c]!;
      if (terms[c]! > max) max = terms[c]!;
    }
    let e = 0;
    for (let c = 0; c < k; c++) e += terms[c] = Math.exp(terms[c]! - max);
    if (mass) for (let c = 0; c < k; c++) mass[c]! += terms[c]! / e;
    sum += max + Math.log(e);
  }
  return frameCount ? sum / frameCount : 0;
}

/**
 * Starting means spread over the frames (k-means++: each next one drawn with odds growing with its distance from
 * the ones already chosen), so every kind of sound gets a component from the start and the model does not depend
 * on which frames a plain random draw happened to pick.
 */
function spreadCentres(
  data: ArrayLike<number>[],
  k: number,
  variance: Float64Array,
  random: () => number,
): Float64Array[] {
  const d = variance.length;
  const centres = [Float64Array.from(data[Math.floor(random() * data.length)]!)];
  const nearest = new Float64Array(data.length).fill(Number.POSITIVE_INFINITY);
  while (centres.length < k) {
    const last = centres.at(-1)!;
    let total = 0;
    for (let i = 0; i < data.length; i++) {
      const f = data[i]!;
      let distance = 0;
      for (let j = 0; j < d; j++) distance += (f[j]! - last[j]!) ** 2 / variance[j]!;
      if (distance < nearest[i]!) nearest[i] = distance;
      total += nearest[i]!;
    }
    let target = random() * total;
    let pick = data.length - 1;
    for (let i = 0; i < data.length; i++) {
      target -= nearest[i]!;
      if (target <= 0) {
        pick = i;
        break;
      }
    }
    centres.push(Float64Array.from(data[pick]!));
  }
  return centres;
}

/**
 * Trains a model of `components` Gaussians on the frames (at most `maxFrames`, evenly spaced, so a long class
 * costs no more than a short one). Variances are floored at a hundredth of the frames' overall variance so a
 * component cannot collapse onto a few identical frames.
 */
export function trainVoiceModel(
  frames: ArrayLike<number>[],
  opts: { components: number; iterations: number; maxFrames: number; seed?: number },
): VoiceModel {
  const step = Math.max(1, frames.length / opts.maxFrames);
  const data: ArrayLike<number>[] = [];
  for (let i = 0; i < frames.length; i += step) data.push(frames[Math.floor(i)]!);
  const d = data[0]!.length;
  const k = Math.min(opts.components, Math.max(1, Math.floor(data.length / 20)));
  const mean = new Float64Array(d);
  const variance = new Float64Array(d);
  for (const f of data) for (let j = 0; j < d; j++) mean[j]! += f[j]! / data.length;
  for (const f of data) for (let j = 0; j < d; j++) variance[j]! += (f[j]! - mean[j]!) ** 2 / data.length;
  const floor = variance.map((v) => Math.max(v * 0.01, 1e-6));
  const random = seeded(opts.seed ?? 7);
  const model: VoiceModel = {
    weights: new Float64Array(k).fill(1 / k),
    means: spreadCentres(data, k, variance, random),
    variances: Array.from({ length: k }, () => Float64Array.from(variance)),
  };
  const posterior = new Float64Array(k);
  for (let iteration = 0; iteration < opts.iterations; iteration++) {
    const counts = new Float64Array(k);
    const sums = Array.from({ length: k }, () => new Float64Array(d));
    const squares = Array.from({ length: k }, () => new Float64Array(d));
    const prepared = prepare(model);
    for (const f of data) {
      frameLogLikelihood(model, prepared, f, posterior);
      for (let c = 0; c < k; c++) {
        const p = posterior[c]!;
        if (p < 1e-4) continue;
        counts[c]! += p;
        const sum = sums[c]!;
        const square = squares[c]!;
        for (let j = 0; j < d; j++) {
          sum[j]! += p * f[j]!;
          square[j]! += p * f[j]! * f[j]!;
        }
      }
    }
    for (let c = 0; c < k; c++) {
      const n = counts[c]!;
      if (n < 2) {
        // An empty component restarts on a random frame instead of dying.
        model.means[c] = Float64Array.from(data[Math.floor(random() * data.length)]!);
        model.variances[c] = Float64Array.from(variance);
        model.weights[c] = 1 / data.length;
        continue;
      }
      model.weights[c] = n / data.length;
      for (let j = 0; j < d; j++) {
        const m = sums[c]![j]! / n;
        model.means[c]![j] = m;
        model.variances[c]![j] = Math.max(squares[c]![j]! / n - m * m, floor[j]!);
      }
    }
    const total = model.weights.reduce((a, b) => a + b, 0);
    for (let c = 0; c < k; c++) model.weights[c]! /= total;
  }
  return model;
}

/**
 * Mean log-likelihood per frame of each stretch under the model (`plain`), and as if the model had been trained
 * without the stretch's neighbourhood (`leaveOut`): each component's weight is cut by the share of its mass that
 * came from the neighbourhood's frames (those of stretches `trained` marks as in the training). A model trained on
 * a short class gives a student's few seconds a component or two of their own, under which their frames fit as
 * well as the instructor's; without the student's own mass those components fall away. The means stay: retraining
 * per stretch would cost a model per stretch, and the weights are what one stretch tilts most.
 */
export function leaveOutMeanLogLikelihoods(
  model: VoiceModel,
  stretches: ArrayLike<number>[][],
  trained: boolean[],
  neighbours: (i: number) => number[],
): { plain: number[]; leaveOut: number[] } {
  const k = model.weights.length;
  const prepared = prepare(model);
  // Each frame's log-density under each component, weight left out (it is what changes per stretch).
  const densities = stretches.map((frames) => {
    const out = new Float32Array(frames.length * k);
    frames.forEach((frame, f) => {
      for (let c = 0; c < k; c++) {
        out[f * k + c] = componentLogDensity(model, prepared, frame, c) - Math.log(model.weights[c]! + 1e-12);
      }
    });
    return out;
  });
  const logWeights = Float64Array.from(model.weights, (w) => Math.log(w + 1e-12));
  // The plain likelihood, and each trained stretch's mass per component, in one pass.
  const mass = stretches.map(() => new Float64Array(k));
  const plain = stretches.map((frames, i) =>
    mixtureMeanLogLikelihood(densities[i]!, frames.length, logWeights, trained[i] ? mass[i] : undefined),
  );
  const total = new Float64Array(k);
  for (const m of mass) for (let c = 0; c < k; c++) total[c]! += m[c]!;
  const leaveOut = stretches.map((frames, i) => {
    const own = new Float64Array(k);
    for (const j of neighbours(i)) for (let c = 0; c < k; c++) own[c]! += mass[j]![c]!;
    let norm = 0;
    const weights = Float64Array.from(model.weights, (w, c) => {
      const kept = w * Math.max(0, 1 - own[c]! / (total[c]! + 1e-9)) + 1e-9;
      norm += kept;
      return kept;
    });
    return mixtureMeanLogLikelihood(
      densities[i]!,
      frames.length,
      weights.map((w) => Math.log(w / norm)),
    );
  });
  return { plain, leaveOut };
}

/** Mean log-likelihood per frame of a stretch under the model. */
export function meanLogLikelihood(model: VoiceModel, frames: ArrayLike<number>[]): number {
  const prepared = prepare(model);
  const posterior = new Float64Array(model.weights.length);
  let sum = 0;
  for (const frame of frames) sum += frameLogLikelihood(model, prepared, frame, posterior);
  return frames.length ? sum / frames.length : 0;
}
