import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { ownVoiceRatios, type Region } from './second-voice.ts';
import { type Piece, speechPieces } from './speech-pieces.ts';
import { CEPSTRA } from './voice-features.ts';
import { byRegion, median, voiceModelDistances } from './voice-misfit.ts';

export type SpeakerRole = 'instructor' | 'other';

export interface SpeakerTurn extends TimeRange {
  speaker: SpeakerRole;
  /**
   * An instructor's turn whose voice fits the instructor's model as badly as another person's (misfit over
   * OTHER_VOICE_Z) but which was kept as hers: the second check gave it back (`confirmedOthers`' rejected), or its
   * pitch is 3–7 semitones over hers (RAISED_PITCH_OCTAVES, a raised cue or a student a little higher). The voices
   * cannot tell, so a line there that reads like a participant's question (participant-lines.ts
   * `withParticipantLines`) is another voice's. Without words of that kind it stays the instructor's.
   */
  contested?: true;
}

/** A piece with fewer voiced frames than this (0.4 s) says too little about the voice; it takes its neighbours'. */
const MIN_FRAMES = 20;
/** Below this many judged pieces (about 20 s of speech) there is no instructor model to compare with. */
const MIN_PIECES = 10;
/** Pitch weighs like this many cepstral coefficients: it is the one feature a microphone cannot change. */
const PITCH_WEIGHT = 3;
/**
 * A piece this far from the instructor's voice (root mean square of its robust z-scores) is someone else's.
 * One person's two-second pieces stay under ~2.2 (their own variation); a voice of the other sex sits at 8 and more.
 */
const OTHER_DISTANCE = 3;
/** …and a pitch at least 3 semitones away from the instructor's (a quarter of an octave, log2 Hz). */
const OTHER_PITCH_OCTAVES = 0.25;
/**
 * A region whose frames fit the instructor's voice model this much worse than the instructor's own pieces do
 * (robust z-score of its mean log-likelihood) is someone else's, whatever their pitch. One person's regions reached
 * 6–7 on the development fixtures (docs/analysis.md "Who is speaking"), separable students of the same sex 8–30.
 */
const OTHER_VOICE_Z = 8;
/**
 * A region next to another voice's (no more than TURN_GAP_SEC between them) needs only this much to be that voice
 * too: a question's weaker sentence is judged with the rest of the question, as a detector with hysteresis.
 */
const OTHER_VOICE_NEXT_Z = 4;
/**
 * A piece's fit without its own exchange (voice-misfit.ts) counts only for pieces recorded like most of the class
 * (contrast no more than this under the class's median): the rest of the class cannot explain a piece with music
 * under it whoever speaks, and without this the instructor's first sentences under music turned on mid-class became
 * another voice in 2 of 10 one-voice classes.
 */
const LEAVE_OUT_CONTRAST_DROP_DB = 2;
/**
 * A region judged another voice on its misfit alone, under this, must also not be explained better by the
 * instructor's nearest clear speech than by the class's other regions over OTHER_VOICE_Z (second-voice.ts): one
 * woman's own cue lines under a bed 12 dB down fitted her model at 9.0 and 9.6 (development `en-us+f1`/`en+f4`), among
 * students' questions at 8–11, so the misfit alone cannot tell them apart near the line; the other voice's model can.
 */
const CLEARLY_OTHER_Z = 2 * OTHER_VOICE_Z;
/** Regions from this misfit are doubtful: checked against a model of the other doubtful regions' voice. */
const SUSPECT_Z = 4;
/** Regions under this misfit are clearly the instructor's (the second check's model of the instructor). */
const CLEAR_Z = 2;
/** A doubtful region is another voice when the doubtful regions' model fits it this much better (nats a frame). */
const OWN_VOICE_RATIO = 3;
/**
 * A piece with this share of clipped frames is a shout into the microphone: what is left of it is distorted
 * (its quieter frames carry the clipping's ringing), so it is not judged and takes its neighbours' voice.
 */
const CLIPPED_SHARE = 0.02;
/**
 * A piece this much louder than the speech usually is, is the instructor raising their voice (a cue shouted over
 * the class; the recorder is nearest the instructor): effort raises the level and the pitch and flattens the
 * spectrum together, which moves the frames as far from the usual voice as another person's. It is not judged and
 * takes its neighbours' voice.
 */
const RAISED_DB = 6;
/**
 * A piece 3 to 7 semitones above the instructor's usual pitch may be the instructor raising their voice even when
 * the recorder's automatic gain keeps it no louder: it stays the instructor's. Another person of the other sex sits
 * further (espeak-ng's women 0.7–1.1 octave above its men), one of the same sex is at about the same pitch.
 */
const RAISED_PITCH_OCTAVES = 0.6;
/**
 * A piece whose frame levels span less than CLEAR_CONTRAST_DB (voice peaks over the gaps between syllables) while
 * the class's pieces usually span CONTRAST_DROP_DB more has something under it that the rest of the class has not:
 * music turned on halfway through, or its first bars taken for speech. It is not judged: its spectrum is partly the
 * music's, which the instructor's model, learnt mostly on the clear speech, would find far from the instructor
 * whoever speaks. Speech spans 15–30 dB in a quiet room and about 10 dB under the fixtures' music bed; music as loud
 * as the voice spanned 4–7.5 dB. Under a bed that lasts the whole class every piece spans about as little, and they
 * are judged as before (an absolute floor of 7 dB also left out a quiet student's question under such a bed).
 */
const CLEAR_CONTRAST_DB = 12;
const CONTRAST_DROP_DB = 5;
/**
 * A piece whose pauses around it hold a bed this much louder or quieter than the class's usual one was recorded
 * under something else (music turned on or off mid-class): its spectrum is partly that, and the instructor's model,
 * learnt in the usual condition, would find it far from the instructor whoever speaks. It is not judged, unless the
 * class was found in two parts (speech-pieces.ts `twoParts`): then every piece is floored at the music's bed and
 * judged, and only the regions with the change in their pauses are left out.
 */
const BED_CHANGE_DB = 10;
/** Another voice must speak at least this long in one go to count (a cough or a laugh is not a turn). */
const MIN_TURN_SEC = 1;
/** A short piece this close to a judged one is the same person going on (an "Umm," before the question). */
const SAME_BREATH_SEC = 0.3;
/** Other-voice pieces this close together, with no instructor speech between, are one turn. */
const TURN_GAP_SEC = 2;

/**
 * Who speaks when. The instructor is the voice that speaks most: a model of their voice is trained on every
 * piece of speech, and regions whose frames fit it far worse than the instructor's own do are another person's (a
 * student's question, a second teacher), at any pitch. Returns the speech regions cut into turns, in time order.
 * Docs: docs/analysis.md "Who is speaking".
 */
export async function findSpeakers(
  pcm: PcmFile,
  regions: TimeRange[],
  opts: { signal?: AbortSignal } = {},
): Promise<SpeakerTurn[]> {
  const pieces = await speechPieces(pcm, regions, opts.signal);
  labelOthers(pieces);
  quietPartOthers(pieces);
  return turns(pieces);
}

/**
 * In a class with music turned on mid-class (speech-pieces.ts `twoParts`), every piece was judged floored at the
 * music's bed, which hides some questions asked before the music: a close voice's question fitted that model at
 * misfit 0.4–3.2, like the instructor's own lines. The quieter part is therefore judged a second time as recorded
 * there (`ownFeatures`), against a model of that part alone, where those questions stood at 9.7–35. What that
 * judgement takes is added only where it is clear: a region at misfit OTHER_VOICE_Z and more there, and that
 * judgement's other-voice regions within TURN_GAP_SEC of one (a question's weaker sentence). The instructor's own
 * regions it took in the classes measured (by the hysteresis or the second check) stood at 4.0–4.4.
 */
function quietPartOthers(pieces: Piece[]): void {
  const quiet = pieces.filter((p) => p.ownFeatures);
  if (!quiet.length) return;
  const alone: Piece[] = quiet.map((p) => ({
    ...p,
    features: p.ownFeatures!,
    part: undefined,
    ownFeatures: undefined,
    vector: null,
    other: false,
  }));
  const aloneFit = labelOthers(alone);
  // Taken: the regions that judgement finds clearly another voice (misfit OTHER_VOICE_Z and more), and its other
  // voice's regions within TURN_GAP_SEC of them (a question's weaker sentence).
  const strong = alone.filter((q) => q.other && (aloneFit.get(q) ?? Number.NEGATIVE_INFINITY) >= OTHER_VOICE_Z);
  const near = (q: Piece) => strong.some((s) => Math.max(s.start - q.end, q.start - s.end) <= TURN_GAP_SEC);
  alone.forEach((q, i) => {
    if (q.other && near(q)) quiet[i]!.other = true;
    else if (q.contested && !quiet[i]!.other) quiet[i]!.contested = true;
  });
}

/** Marks the pieces that are not the instructor's voice; returns each judged piece's misfit (its region's). */
function labelOthers(pieces: Piece[]): Map<Piece, number> {
  const usable = pieces.filter((p) => p.features.frames >= MIN_FRAMES && p.features.clippedShare < CLIPPED_SHARE);
  // A class in two parts (music turned on mid-class, every piece floored at the music's bed: speech-pieces.ts) has
  // each part's pieces compared with that part's usual contrast and level; the regions with the change in their
  // pauses are not judged.
  const partOf = (p: Piece) => p.part ?? 0;
  // A region at the change (part null) is neither part's usual: it does not set part 0's contrast and level.
  const ofPart = (p: Piece) => usable.filter((q) => q.part !== null && partOf(q) === partOf(p));
  const typicalContrasts = new Map<number, number>();
  const typicalContrastOf = (p: Piece) => {
    if (!typicalContrasts.has(partOf(p)))
      typicalContrasts.set(partOf(p), median(ofPart(p).map((q) => q.features.contrastDb)) ?? 0);
    return typicalContrasts.get(partOf(p))!;
  };
  const minContrast = (p: Piece) => Math.min(CLEAR_CONTRAST_DB, typicalContrastOf(p) - CONTRAST_DROP_DB);
  // Pieces with a bed far from the class's usual one on either side (music turned on or off mid-class, and the
  // regions just before and after the change) are not judged either, unless the class was found in two parts.
  const typicalBed = median(usable.flatMap((p) => p.beds));
  const usualBed = (p: Piece) =>
    p.part !== undefined
      ? p.part !== null
      : typicalBed === null || p.beds.every((b) => Math.abs(b - typicalBed) < BED_CHANGE_DB);
  const clean = usable.filter((p) => p.features.contrastDb >= minContrast(p) && usualBed(p));
  const typicalLevels = new Map<number, number>();
  for (const part of new Set(clean.map(partOf)))
    typicalLevels.set(part, median(clean.filter((p) => partOf(p) === part).map((p) => p.features.levelDb)) ?? 0);
  const judged = clean.filter((p) => p.features.levelDb - typicalLevels.get(partOf(p))! < RAISED_DB);
  if (judged.length < MIN_PIECES) return new Map();
  const recordedAsUsual = (p: Piece, contrastDb: number) =>
    contrastDb >= typicalContrastOf(p) - LEAVE_OUT_CONTRAST_DROP_DB;
  const distances = voiceModelDistances(judged, (p) => recordedAsUsual(p, p.features.contrastDb));
  // Each region's misfit: the larger of the two fits where the region is recorded as usual, the model's own elsewhere.
  const plainFit = byRegion(judged, distances.plain);
  const leaveOutFit = byRegion(judged, distances.leaveOut);
  const regionContrast = byRegion(judged, new Map(judged.map((p) => [p, p.features.contrastDb])));
  const fit = new Map(
    judged.map((p) => [
      p,
      recordedAsUsual(p, regionContrast.get(p)!) ? Math.max(plainFit.get(p)!, leaveOutFit.get(p)!) : plainFit.get(p)!,
    ]),
  );
  const pitches = judged.flatMap((p) => (p.features.pitch === null ? [] : [p.features.pitch]));
  const typicalPitch = median(pitches) ?? 0;
  for (const p of judged) {
    p.vector = [...p.features.cepstrum, p.features.pitch ?? typicalPitch];
  }
  // The instructor's model: the median piece and the spread of their own pieces, re-estimated without the
  // pieces that are clearly someone else's (a student's questions would otherwise widen it).
  let members = judged;
  let centre: number[] = [];
  let scale: number[] = [];
  for (let round = 0; round < 3; round++) {
    centre = Array.from({ length: CEPSTRA + 1 }, (_, d) => median(members.map((p) => p.vector![d]!)) ?? 0);
    scale = Array.from({ length: CEPSTRA + 1 }, (_, d) => {
      const mad = median(members.map((p) => Math.abs(p.vector![d]! - centre[d]!))) ?? 0;
      return Math.max(1.4826 * mad, d === CEPSTRA ? 0.04 : 0.05);
    });
    const kept = judged.filter((p) => distance(p.vector!, centre, scale) < OTHER_DISTANCE);
    if (kept.length === members.length || kept.length < judged.length / 2) break;
    members = kept;
  }
  const instructorPitch = centre[CEPSTRA]!;
  const mayBeRaised = new Set<Piece>();
  // Pieces taken as another voice on the model's misfit alone, no other cue agreeing.
  const byFitAlone = new Set<Piece>();
  for (const p of judged) {
    // Another person also sounds higher or lower: a change of timbre alone is as likely a music bed starting
    // under the instructor, a turn away from the microphone or a shout.
    const pitch = p.features.pitch;
    const otherPitch =
      distance(p.vector!, centre, scale) >= OTHER_DISTANCE &&
      pitch !== null &&
      Math.abs(pitch - instructorPitch) >= OTHER_PITCH_OCTAVES;
    // A pitch and mean timbre far from the instructor's count only where the voice model agrees a little: under
    // music the pitch tracker can land an octave off on the instructor's own voice, which the model still fits.
    const raisedPitch =
      pitch !== null &&
      pitch - instructorPitch >= OTHER_PITCH_OCTAVES &&
      pitch - instructorPitch < RAISED_PITCH_OCTAVES;
    if (raisedPitch) {
      mayBeRaised.add(p);
      continue;
    }
    p.other = fit.get(p)! >= OTHER_VOICE_Z || (otherPitch && fit.get(p)! >= OTHER_VOICE_NEXT_Z);
    if (p.other && !otherPitch) byFitAlone.add(p);
  }
  const { confirmed, rejected } = confirmedOthers(judged, fit, mayBeRaised);
  for (const p of confirmed) p.other = true;
  // A raised region that fits the instructor's model as badly as another person's is contested, not taken: a
  // student of the same sex a few semitones higher sits there too (development `close-mat-gbf1-vs-usf3`, misfit
  // 10.9–24.7), but so does the instructor's own cue raised in pitch (11.9–52 on one-voice classes with two or three
  // such cues), and those cues explain each other as well as a student's questions do (ratio 4–38 against her clear
  // speech): neither the model nor the second check can tell them apart. The line's words decide.
  for (const p of mayBeRaised) if (fit.get(p)! >= OTHER_VOICE_Z) p.contested = true;
  for (const p of rejected) {
    if (!byFitAlone.has(p)) continue;
    p.other = false;
    p.contested = true;
  }
  // Pieces that fit the instructor almost as badly, next to another voice's piece, are that voice going on, unless
  // the instructor's nearest clear speech explains their region better than that voice's regions do.
  const goesOn = goingOn(judged, fit, mayBeRaised);
  const inOrder = [...judged].sort((a, b) => a.start - b.start);
  for (let grew = true; grew; ) {
    grew = false;
    inOrder.forEach((p, i) => {
      if (p.other || mayBeRaised.has(p) || fit.get(p)! < OTHER_VOICE_NEXT_Z) return;
      const next = (q: Piece | undefined) =>
        q?.other === true && Math.max(q.start - p.end, p.start - q.end) <= TURN_GAP_SEC;
      if ((next(inOrder[i - 1]) || next(inOrder[i + 1])) && (fit.get(p)! >= OTHER_VOICE_Z || goesOn(p))) {
        p.other = true;
        grew = true;
      }
    });
  }
  // Short pieces take the voice of the nearest judged piece of the same stretch of speech.
  for (const p of pieces) {
    if (p.vector) continue;
    const nearest = judged.reduce<Piece | null>((best, q) => {
      const gap = Math.max(q.start - p.end, p.start - q.end, 0);
      const bestGap = best ? Math.max(best.start - p.end, p.start - best.end, 0) : Number.POSITIVE_INFINITY;
      return gap < bestGap ? q : best;
    }, null);
    const sameBreath = nearest !== null && Math.max(nearest.start - p.end, p.start - nearest.end, 0) < SAME_BREATH_SEC;
    p.other = sameBreath && nearest.other;
    // An "Umm," before a contested question is contested with it.
    if (sameBreath && nearest.contested) p.contested = true;
  }
  return fit;
}

/** The judged pieces grouped by speech region, and each region's span and cepstral frames (second-voice.ts). */
function regionsOf(judged: Piece[]): { groups: Piece[][]; regions: Region[] } {
  const byRegionIndex = new Map<number, Piece[]>();
  for (const p of judged) byRegionIndex.set(p.region, [...(byRegionIndex.get(p.region) ?? []), p]);
  const groups = [...byRegionIndex.values()];
  const regions = groups.map((g) => ({
    start: g[0]!.start,
    end: g.at(-1)!.end,
    frames: g.flatMap((p) => p.features.cepstra),
  }));
  return { groups, regions };
}

/**
 * Whether a piece's region, next to another voice's turn and fitting the instructor's model somewhat badly, is that
 * voice going on: not when the instructor's nearest clear regions explain it better than the regions already taken
 * as another voice do (second-voice.ts, ratio under 0). The instructor's answer right after a question, at misfit
 * 5.5 with the question's two sentences at 11.9 and 10.7 (held-out `fresh3-yoga-rpBelinda-vs-usAnika` with music
 * from 60 %: "Yes, knees down is a good choice"), otherwise joined the question. A ratio that cannot be measured
 * keeps the old verdict.
 */
function goingOn(judged: Piece[], fit: Map<Piece, number>, raised: Set<Piece>): (p: Piece) => boolean {
  const { groups, regions } = regionsOf(judged);
  const verdicts = new Map<number, boolean>();
  return (p) => {
    const known = verdicts.get(p.region);
    if (known !== undefined) return known;
    const index = groups.findIndex((g) => g[0]!.region === p.region);
    // The other voice as taken so far; the instructor's clear regions as in the second check.
    const others = new Set(groups.flatMap((g, i) => (g.every((q) => q.other) ? [i] : [])));
    const clear = new Set(
      groups.flatMap((g, i) => (!g.some((q) => raised.has(q) || q.other) && fit.get(g[0]!)! < CLEAR_Z ? [i] : [])),
    );
    const [ratio] = ownVoiceRatios(regions, [index], others, clear);
    const verdict = ratio === null || ratio === undefined || ratio >= 0;
    verdicts.set(p.region, verdict);
    return verdict;
  };
}

/**
 * Pieces of regions that fit the instructor's model only somewhat badly (misfit SUSPECT_Z to OTHER_VOICE_Z) whose
 * voice a model of the class's other doubtful regions explains better than a model of the instructor's nearest clear
 * regions does (second-voice.ts): a student whose voice is close to the instructor's, or under a bed that fills the
 * bands where the two differ, asks all their questions in that one voice; an instructor's odd sentences share none.
 * `rejected`: pieces of regions near the line (misfit OTHER_VOICE_Z to CLEARLY_OTHER_Z) that the instructor's nearest
 * clear regions explain better than the class's other regions over the line do (ratio under 0): her own odd lines.
 */
function confirmedOthers(
  judged: Piece[],
  fit: Map<Piece, number>,
  raised: Set<Piece>,
): { confirmed: Piece[]; rejected: Piece[] } {
  const { groups, regions } = regionsOf(judged);
  const misfit = groups.map((g) => fit.get(g[0]!)!);
  // Regions under music turned on mid-class (which a model of them would explain whoever speaks) are not judged at
  // all (BED_CHANGE_DB). A student's own speech can span less than the instructor's (a quieter, steadier voice:
  // `en-gb-scotland+f5`'s questions at 18–20 dB against the class's 24) and is checked like the rest.
  const unraised = groups.map((g) => !g.some((p) => raised.has(p)));
  const suspects = new Set(groups.flatMap((_, i) => (unraised[i] && misfit[i]! >= SUSPECT_Z ? [i] : [])));
  const clear = new Set(groups.flatMap((_, i) => (unraised[i] && misfit[i]! < CLEAR_Z ? [i] : [])));
  const doubtful = [...suspects].filter((i) => misfit[i]! < OTHER_VOICE_Z);
  // Near the line, the other voice must explain the region at least as well as the instructor's own speech does. That
  // voice is the other regions over the line: the doubtful ones under it are as often the instructor's odd sentences,
  // and with one or two questions in a class they blurred it (held-out questions at −1.6 to −0.9 with them). A ratio
  // that cannot be measured (too few frames over the line elsewhere) leaves the misfit's verdict.
  const nearLine = [...suspects].filter((i) => misfit[i]! >= OTHER_VOICE_Z && misfit[i]! < CLEARLY_OTHER_Z);
  const overLine = new Set([...suspects].filter((i) => misfit[i]! >= OTHER_VOICE_Z));
  const nearRatios = ownVoiceRatios(regions, nearLine, overLine, clear);
  const rejectedRegions = nearLine.filter((_, k) => (nearRatios[k] ?? 0) < 0);
  const rejected = rejectedRegions.flatMap((i) => groups[i]!);
  if (!doubtful.length) return { confirmed: [], rejected };
  const ratios = ownVoiceRatios(regions, doubtful, suspects, clear);
  const confirmed = doubtful.filter((_, k) => (ratios[k] ?? Number.NEGATIVE_INFINITY) >= OWN_VOICE_RATIO);
  // One region alone is not a voice: two models of a few seconds each can differ by chance (one in fifteen
  // same-voice trials passed the margin in test/second-voice.test.ts's setting). A student's voice comes back: in
  // another confirmed region, or in one that is clearly another voice already (misfit OTHER_VOICE_Z and more, not
  // rejected above).
  const clearlyOther = suspects.size - doubtful.length - rejectedRegions.length;
  return { confirmed: confirmed.length + clearlyOther >= 2 ? confirmed.flatMap((i) => groups[i]!) : [], rejected };
}

function distance(vector: number[], centre: number[], scale: number[]): number {
  let sum = 0;
  let weights = 0;
  for (let d = 0; d < vector.length; d++) {
    const w = d === CEPSTRA ? PITCH_WEIGHT : 1;
    sum += w * ((vector[d]! - centre[d]!) / scale[d]!) ** 2;
    weights += w;
  }
  return Math.sqrt(sum / weights);
}

/** Consecutive pieces of one voice joined into turns; another voice's turns shorter than a second are dropped. */
function turns(pieces: Piece[]): SpeakerTurn[] {
  pieces.sort((a, b) => a.start - b.start);
  // A run of another voice: consecutive other pieces, allowing short gaps between them.
  const runs: TimeRange[] = [];
  for (const p of pieces) {
    if (!p.other) continue;
    const last = runs.at(-1);
    const between = last ? pieces.some((q) => !q.other && q.start >= last.end - 1e-6 && q.end <= p.start + 1e-6) : true;
    if (last && !between && p.start - last.end <= TURN_GAP_SEC) last.end = p.end;
    else runs.push({ start: p.start, end: p.end });
  }
  const isOther = (p: Piece) =>
    p.other && runs.some((r) => r.end - r.start >= MIN_TURN_SEC && p.start >= r.start - 1e-6 && p.end <= r.end + 1e-6);
  // Instructor turns are their stretches of speech; another voice's turn runs over its short breaths, so a
  // question with a comma in it is one turn.
  const out: SpeakerTurn[] = [];
  for (const p of pieces) {
    const speaker: SpeakerRole = isOther(p) ? 'other' : 'instructor';
    // A contested region of the instructor's is a turn of its own, so that its lines can be read apart.
    const contested = speaker === 'instructor' && p.contested === true;
    const last = out.at(-1);
    const joins = speaker === 'other' ? TURN_GAP_SEC : 1e-3;
    if (last && last.speaker === speaker && (last.contested === true) === contested && p.start - last.end < joins)
      last.end = round3(p.end);
    else out.push({ start: round3(p.start), end: round3(p.end), speaker, ...(contested ? { contested } : {}) });
  }
  return out;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
