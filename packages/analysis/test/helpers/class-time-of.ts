import { type AnalysisLanguage, type Style, styleTargets } from '@cuecoach/contracts';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

/** A line of a written class: what was said and when. */
export type Line = { start: number; end: number; text: string };

/** The class time of written lines, each line its own speech region, read with the style's targets. */
export function classTimeOf(lines: Line[], style: Style, language: AnalysisLanguage = 'en') {
  return computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(lines, { language, style }),
    targets: styleTargets(style, language),
    language,
  });
}

/** The kinds the silence starting at `start` was read as, up to the next words. */
export function kindsFrom(ct: ReturnType<typeof classTimeOf>, start: number) {
  const from = ct.stretches.findIndex((s) => Math.abs(s.start - start) < 1e-6);
  const end = ct.stretches.findIndex((s, i) => i > from && s.kind === 'speaking');
  return ct.stretches.slice(from, end < 0 ? undefined : end).map((s) => s.kind);
}
