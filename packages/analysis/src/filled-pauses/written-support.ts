import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';

/**
 * Written hesitations the recogniser invented. Every engine is prompted with a disfluent example so Whisper keeps
 * the um/uh it hears, but the same prompt makes it open some sentences with "Umm," where nothing was said (the
 * 30-minute benchmark had 8 such in 30 minutes). A hesitation is a voiced sound of its own. A filler written as the
 * first word of a segment is kept when there is a sound for it: a short burst of voice apart from the words (its
 * own VAD region, the sentence after a gap), a filled pause the acoustic detector found nearby, or speech that
 * opens voiced, or a voiced sound in the pause just before it (VAD often scores a hesitation as non-speech). It
 * is taken out when none of these is there and the speech under the segment opens with a hiss or
 * a burst (s, t, k, p: a high zero-crossing rate at its first loud frame) — no um/uh/음/어 starts that way, so the
 * words began at once. A voiced opening ("Inhale", "Now") gets the benefit of the doubt, and so does loud music
 * that masks the opening: the rule may leave an invented filler, never remove a spoken one on a guess. Fillers
 * inside a segment are left alone: the prompt does not make Whisper insert them there, and a real one inside
 * connected speech has no pause to find.
 */

const fillerWord: Record<AnalysisLanguage, RegExp> = {
  en: /^(u+m+|u+h+|e+r+m+|h+m+|a+h+|m+h*m+)$/i,
  ko: /^(음+|어+|으+음*|아+)$/,
};

/** Longest sound that can be a hesitation on its own (the acoustic detector's upper bound is 2.5 s). */
const MAX_HESITATION_SEC = 1.2;
/** How far from the sentence's estimated start its hesitation may lie (the segment times are a breath group's). */
const REACH_SEC = 1.4;

interface Segment {
  start: number;
  end: number;
  text: string;
}

/** Words of the text with where each starts in it, so one can be cut out without touching the others. */
function wordsOf(text: string): { word: string; from: number; to: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], from: m.index, to: m.index + m[0].length }));
}

const bare = (word: string) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const endsSentence = (word: string | undefined) => word === undefined || /[.!?…]["')\]]*$/.test(word);

/** Zero-crossing rate (per sample, 16 kHz) at and above which a frame is a hiss or burst, not a voiced sound. */
const UNVOICED_ZCR = 0.16;
const FRAME = 320;
const HOP = 160;

function frames(samples: Float32Array): { rms: number; zcr: number }[] {
  const out: { rms: number; zcr: number }[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    let energy = 0;
    let crossings = 0;
    for (let i = start; i < start + FRAME; i++) {
      const v = samples[i]!;
      energy += v * v;
      if (i > start && v >= 0 !== samples[i - 1]! >= 0) crossings++;
    }
    out.push({ rms: Math.sqrt(energy / FRAME), zcr: crossings / FRAME });
  }
  return out;
}

/** Whether audio opens with an unvoiced sound: the first frame at ≥ 20 % of the peak level crosses zero often. */
export function opensUnvoiced(samples: Float32Array): boolean {
  const all = frames(samples);
  const peak = Math.max(0, ...all.map((f) => f.rms));
  const first = all.find((f) => f.rms >= peak * 0.2);
  return peak > 0 && first !== undefined && first.zcr >= UNVOICED_ZCR;
}

/** A voiced sound of at least 0.15 s (low zero crossings) as loud as a third of the speech after it. */
export function hasVoicedSound(before: Float32Array, speech: Float32Array): boolean {
  const peak = Math.max(0, ...frames(speech).map((f) => f.rms));
  const loudVoiced = frames(before).filter((f) => f.rms >= peak / 3 && f.zcr < UNVOICED_ZCR).length;
  return peak > 0 && loudVoiced * (HOP / 16_000) >= 0.15;
}

/** Before the speech start, and after: enough to see its first sound whole. */
const ONSET_BEFORE_SEC = 0.08;
const ONSET_AFTER_SEC = 0.4;
/** How far before the words a hesitation VAD did not hear is looked for. */
const HESITATION_BEFORE_SEC = 0.8;

export async function withoutUnsupportedFillers<T extends Segment>(
  segments: T[],
  opts: {
    speech: TimeRange[];
    filledPauses: TimeRange[];
    language: AnalysisLanguage;
    /** 16 kHz mono samples of the file between two times. */
    read: (from: number, to: number) => Promise<Float32Array>;
  },
): Promise<{ segments: T[]; removed: number }> {
  const used = new Set<TimeRange>();
  let removed = 0;
  const out: T[] = [];
  for (const [s, segment] of segments.entries()) {
    const words = wordsOf(segment.text);
    const cut: { from: number; to: number }[] = [];
    // The segment's own speech (segments sit on VAD speech), and for acoustic finds the gap before it, never
    // reaching into the previous segment.
    const floor = segments[s - 1]?.end ?? 0;
    const regions = opts.speech.filter((r) => r.end > segment.start && r.start < segment.end);
    for (const [i, { word, from, to }] of words.entries()) {
      if (!fillerWord[opts.language].test(bare(word)) || !endsSentence(words[i - 1]?.word)) continue;
      // Where the sentence starts, by its share of the segment's words.
      const at = segment.start + (i / Math.max(1, words.length)) * (segment.end - segment.start);
      const near = (r: TimeRange) => r.end >= at - REACH_SEC && r.start <= at + REACH_SEC;
      const acoustic = opts.filledPauses.find((p) => near(p) && p.start >= floor && !used.has(p));
      const burst = regions.find(
        (r, k) =>
          near(r) &&
          !used.has(r) &&
          r.end - r.start <= MAX_HESITATION_SEC &&
          // Apart from the words it comes before: another region follows within the segment.
          regions[k + 1] !== undefined &&
          regions[k + 1]!.start < segment.end,
      );
      const support = acoustic ?? burst;
      if (support) {
        used.add(support);
        continue;
      }
      // Only a segment's first word can be checked against where its speech opens.
      const opening = regions[0];
      if (i > 0 || !opening) continue;
      const onset = await opts.read(Math.max(0, opening.start - ONSET_BEFORE_SEC), opening.start + ONSET_AFTER_SEC);
      if (!opensUnvoiced(onset)) continue;
      // VAD often scores a hesitation as non-speech: a voiced sound in the pause just before the words is one.
      // (Not reaching into the sentence before; a short region there may be the hesitation itself, which the
      // recogniser can have put at the end of the previous segment.)
      const sentenceBefore = opts.speech.filter((r) => r.end <= opening.start && r.end - r.start > MAX_HESITATION_SEC);
      const lookFrom = Math.max(sentenceBefore.at(-1)?.end ?? 0, opening.start - HESITATION_BEFORE_SEC);
      const before = await opts.read(lookFrom, opening.start);
      if (hasVoicedSound(before, onset)) continue;
      // The filler and the comma or space after it go; the sentence's own words stay.
      const next = words[i + 1];
      cut.push({ from, to: next ? next.from : to });
      removed++;
    }
    if (cut.length === 0) {
      out.push(segment);
      continue;
    }
    let text = '';
    let cursor = 0;
    for (const c of cut) {
      text += segment.text.slice(cursor, c.from);
      cursor = c.to;
    }
    text += segment.text.slice(cursor);
    out.push({ ...segment, text: capitaliseSentences(text.trim()) });
  }
  return { segments: out.filter((s) => /[\p{L}\p{N}]/u.test(s.text)), removed };
}

/** "step back" left at a sentence start after its "Umm," went is written "Step back". */
function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
