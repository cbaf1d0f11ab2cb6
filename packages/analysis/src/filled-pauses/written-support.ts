import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';

/**
 * Written hesitations the recogniser invented. Every engine is prompted with a disfluent example so Whisper keeps
 * the um/uh it hears, but the same prompt makes it open some sentences with "Umm," where nothing was said (the
 * 30-minute benchmark had 8 such in 30 minutes). A hesitation has a sound of its own: before the words of a
 * sentence it is a short burst of voice apart from them (its own VAD region, the sentence following after a gap)
 * or a filled pause the acoustic detector found nearby. So a filler written at the start of a sentence counts only
 * with such a sound under it; without one it is taken out of the text. Fillers inside a sentence are left
 * alone: the prompt does not make Whisper insert them there, and a real one inside connected speech has no pause
 * around it to find.
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

export function withoutUnsupportedFillers<T extends Segment>(
  segments: T[],
  opts: { speech: TimeRange[]; filledPauses: TimeRange[]; language: AnalysisLanguage },
): { segments: T[]; removed: number } {
  const used = new Set<TimeRange>();
  let removed = 0;
  const out = segments.map((segment, s) => {
    const words = wordsOf(segment.text);
    const cut: { from: number; to: number }[] = [];
    // The segment's own speech (segments sit on VAD speech), and for acoustic finds the gap before it, never
    // reaching into the previous segment.
    const floor = segments[s - 1]?.end ?? 0;
    const regions = opts.speech.filter((r) => r.end > segment.start && r.start < segment.end);
    words.forEach(({ word, from, to }, i) => {
      if (!fillerWord[opts.language].test(bare(word)) || !endsSentence(words[i - 1]?.word)) return;
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
        return;
      }
      // The filler and the comma or space after it go; the sentence's own words stay.
      const next = words[i + 1];
      cut.push({ from, to: next ? next.from : to });
      removed++;
    });
    if (cut.length === 0) return segment;
    let text = '';
    let cursor = 0;
    for (const c of cut) {
      text += segment.text.slice(cursor, c.from);
      cursor = c.to;
    }
    text += segment.text.slice(cursor);
    return { ...segment, text: capitaliseSentences(text.trim()) };
  });
  return { segments: out.filter((s) => /[\p{L}\p{N}]/u.test(s.text)), removed };
}

/** "step back" left at a sentence start after its "Umm," went is written "Step back". */
function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
