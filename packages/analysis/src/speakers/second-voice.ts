import { meanLogLikelihood, trainVoiceModel } from './voice-model.ts';

/**
 * A second check for regions that fit the instructor's model only somewhat badly: is their voice one voice, other
 * than the instructor's? Each such region is scored under two small models trained on the same number of frames:
 * one on the other doubtful regions of the class (`suspects`: if a student asked several questions, their voice),
 * one on the instructor's own regions next to each of those (recorded like them). A region of the student fits the first
 * far better; one of the instructor's odd sentences (an unusual word, a cue said louder) fits the second as well or
 * better, since the other doubtful regions are then the instructor too, with less in common than adjacent speech.
 * Both models see as many frames, so neither wins by having learnt more. A generalised likelihood ratio, cross-
 * validated: no region is scored by a model trained on itself.
 */

/** Small models: 8 Gaussians, as many EM rounds (a few seconds of a voice hold about 150–400 frames). */
const SMALL = { components: 8, iterations: 8, maxFrames: 3_000 };
/**
 * The other doubtful regions must hold this many frames (about 1 s of loud frames, one question of two seconds) to
 * model a voice. At 100, two questions of one sentence each were never checked against each other
 * (`en-us`/`en-gb-x-rp+m3`, misfits 7.9 and 7.9); with two same-voice regions of 55–80 frames, 0 of 90 synthetic
 * trials passed the margin in both (the "voice comes back" condition of find-speakers.ts).
 */
const MIN_FRAMES = 50;

export interface Region {
  start: number;
  end: number;
  frames: Float32Array[];
}

/**
 * For each region of `doubtful` (indices into `regions`): the mean log-likelihood per frame under the model of the
 * other suspect regions minus that under the model of the nearest clear instructor regions (same frame count), or
 * null when the other suspects hold too few frames.
 */
export function ownVoiceRatios(
  regions: Region[],
  doubtful: number[],
  suspects: Set<number>,
  clear: Set<number>,
): (number | null)[] {
  return doubtful.map((r) => {
    const region = regions[r]!;
    const others = [...suspects].filter((s) => s !== r);
    const otherFrames = others.flatMap((s) => regions[s]!.frames);
    if (otherFrames.length < MIN_FRAMES) return null;
    // The instructor's frames are taken next to each of the other suspects, as many as it holds: both models then
    // hear the same rooms and beds (music turned on mid-class included), and differ only in who speaks.
    const ownFrames: Float32Array[] = [];
    for (const s of others) {
      const wanted = ownFrames.length + regions[s]!.frames.length;
      const nearest = [...clear]
        .filter((c) => c !== r)
        .sort((a, b) => gap(regions[a]!, regions[s]!) - gap(regions[b]!, regions[s]!));
      for (const c of nearest) {
        if (ownFrames.length >= wanted) break;
        ownFrames.push(...regions[c]!.frames.slice(0, wanted - ownFrames.length));
      }
    }
    if (ownFrames.length < otherFrames.length) return null;
    const asOther = trainVoiceModel(otherFrames, SMALL);
    const asInstructor = trainVoiceModel(ownFrames, SMALL);
    return meanLogLikelihood(asOther, region.frames) - meanLogLikelihood(asInstructor, region.frames);
  });
}

const gap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(a.start - b.end, b.start - a.end, 0);
