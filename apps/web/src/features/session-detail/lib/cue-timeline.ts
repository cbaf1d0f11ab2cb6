import { type CueCategory, type CueKind, cueCategories, cueKinds, type TranscriptSegment } from '@cuecoach/contracts';

export type CueMinute = { minute: number } & Record<CueKind, number>;

/**
 * Cues over time: each counted cue (a segment's `cueUtterances`, the same list the overview's total and the metrics
 * count) is placed once, under its first kind, in the minute its segment starts in (segments are a few seconds long,
 * so this is accurate to the minute the chart shows). A bar's height is therefore the number of cues, and the bars
 * add up to the overview's total. Analyses stored before `cueUtterances` existed count their kind marks instead.
 * Minutes without cues are kept as zeros so the time axis has no gaps.
 */
export function cueTimeline(segments: TranscriptSegment[], durationSec: number): CueMinute[] {
  const minutes = Math.max(1, Math.ceil(durationSec / 60));
  const rows: CueMinute[] = Array.from({ length: minutes }, (_, i) => ({
    minute: i + 1,
    breathing: 0,
    alignment: 0,
    transition: 0,
    directional: 0,
    safety: 0,
    timing: 0,
  }));
  for (const seg of segments) {
    const row = rows[Math.min(minutes - 1, Math.floor(seg.start / 60))];
    if (!row) continue;
    if (seg.cueUtterances) {
      for (const cue of seg.cueUtterances) {
        const first = cueKinds.find((k) => cue.kinds.includes(k));
        if (first) row[first] += 1;
      }
    } else {
      for (const cue of seg.cues) if (cueCategories.includes(cue.category)) row[cue.category] += 1;
    }
  }
  return rows;
}

/** The kinds that have at least one cue in the timeline, in `cueKinds` order (the chart draws only those). */
export function kindsIn(rows: CueMinute[]): CueKind[] {
  return cueKinds.filter((k) => rows.some((r) => r[k] > 0));
}

export type { CueCategory };

/** Splits a segment's text into plain runs and marked runs (fillers and cues), for highlighting. */
export type TextRun = { text: string; kind: 'plain' | 'filler' | 'cue'; category?: CueCategory };

export function markRuns(seg: TranscriptSegment): TextRun[] {
  const marks = [
    ...seg.fillers.map((f) => ({ start: f.start, end: f.end, kind: 'filler' as const, category: undefined })),
    ...seg.cues.map((c) => ({ start: c.start, end: c.end, kind: 'cue' as const, category: c.category })),
  ]
    .filter((m) => m.end > m.start && m.start >= 0 && m.end <= seg.text.length)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const runs: TextRun[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at) continue; // overlapping marks: the first (longest) wins
    if (m.start > at) runs.push({ text: seg.text.slice(at, m.start), kind: 'plain' });
    runs.push({ text: seg.text.slice(m.start, m.end), kind: m.kind, ...(m.category ? { category: m.category } : {}) });
    at = m.end;
  }
  if (at < seg.text.length) runs.push({ text: seg.text.slice(at), kind: 'plain' });
  return runs;
}
