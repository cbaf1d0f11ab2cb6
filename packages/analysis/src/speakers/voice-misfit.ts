/**
 * How badly each piece of a class fits the instructor's voice model (find-speakers.ts judges the pieces on it): the
 * model trained on the class and trained again without the pieces that fit it badly, each piece scored with and
 * without its own exchange, and a region judged whole.
 */
import type { Piece } from './speech-pieces.ts';
import { leaveOutMeanLogLikelihoods, trainVoiceModel } from './voice-model.ts';

/**
 * A piece's fit is also measured by the instructor's model as if trained without the speech within this many
 * seconds of its region (its own exchange; voice-model.ts `leaveOutMeanLogLikelihoods`): the model otherwise gives a
 * student's question a component or two of its own, under which it fits (two men at formants 3–6 % apart).
 */
const LEAVE_OUT_SEC = 5;
/** Pieces beyond this are left out when the instructor's model is trained again (they would widen it). */
const MODEL_TRIM_Z = 3;
/**
 * The model: 32 Gaussians, 8 EM rounds, trained on at most 12 000 frames spread over the class (about 8 minutes of
 * speech, 375 frames a Gaussian), so a long class costs no more to model than a short one. Each training after
 * the first starts afresh: starting from the earlier model kept Gaussians sitting on the student's frames and
 * separated fewer questions (19 of 24 development fixtures instead of 21).
 */
const MODEL = { components: 32, iterations: 8, maxFrames: 12_000 };

/**
 * Each piece's misfit replaced by its whole region's (weighted by voiced frames). One person's region can hold a
 * piece that fits their model badly (an unusual word: "rise up into warrior two"), while a change of speaker
 * comes with a pause, so a region is one person's and is judged whole.
 */
export function byRegion(judged: Piece[], fit: Map<Piece, number>): Map<Piece, number> {
  const sums = new Map<number, { weighted: number; frames: number }>();
  for (const p of judged) {
    const sum = sums.get(p.region) ?? { weighted: 0, frames: 0 };
    sum.weighted += fit.get(p)! * p.features.frames;
    sum.frames += p.features.frames;
    sums.set(p.region, sum);
  }
  return new Map(
    judged.map((p) => {
      const sum = sums.get(p.region)!;
      return [p, sum.weighted / sum.frames];
    }),
  );
}

/**
 * How badly each piece fits the instructor's voice model, as a robust z-score against the instructor's own pieces:
 * under the model itself (`plain`) and under the model without the piece's exchange (`leaveOut`). The model is
 * trained on every piece, then again without the pieces that fit it badly (by the larger of the two where
 * `leaveOutCounts`), twice: a student's questions are a small share of a class, so the first model is already
 * mostly the instructor's.
 */
export function voiceModelDistances(
  judged: Piece[],
  leaveOutCounts: (p: Piece) => boolean,
): { plain: Map<Piece, number>; leaveOut: Map<Piece, number> } {
  // Each piece is scored by the model without its own exchange: the pieces of the speech regions that start
  // within LEAVE_OUT_SEC of its region's start (a question of one to three sentences and its neighbours).
  const regionStart = new Map<number, number>();
  for (const p of judged) regionStart.set(p.region, Math.min(regionStart.get(p.region) ?? p.start, p.start));
  const neighbourhoods = judged.map((p) =>
    judged.flatMap((q, j) =>
      Math.abs(regionStart.get(q.region)! - regionStart.get(p.region)!) <= LEAVE_OUT_SEC ? [j] : [],
    ),
  );
  let members = judged;
  const out = new Map<Piece, number>();
  const outLeave = new Map<Piece, number>();
  for (let round = 0; round < 3; round++) {
    const model = trainVoiceModel(
      members.flatMap((p) => p.features.cepstra),
      MODEL,
    );
    const inModel = new Set(members);
    const both = leaveOutMeanLogLikelihoods(
      model,
      judged.map((p) => p.features.cepstra),
      judged.map((p) => inModel.has(p)),
      (i) => neighbourhoods[i]!,
    );
    const zScores = (fits: number[], into: Map<Piece, number>) => {
      const own = fits.filter((_, i) => inModel.has(judged[i]!));
      const centre = median(own) ?? 0;
      const spread = Math.max(1.4826 * (median(own.map((f) => Math.abs(f - centre))) ?? 0), 1e-3);
      judged.forEach((p, i) => {
        into.set(p, (centre - fits[i]!) / spread);
      });
    };
    zScores(both.plain, out);
    zScores(both.leaveOut, outLeave);
    const kept = judged.filter(
      (p) => (leaveOutCounts(p) ? Math.max(out.get(p)!, outLeave.get(p)!) : out.get(p)!) < MODEL_TRIM_Z,
    );
    if (kept.length === members.length || kept.length < judged.length / 2) break;
    members = kept;
  }
  return { plain: out, leaveOut: outLeave };
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
