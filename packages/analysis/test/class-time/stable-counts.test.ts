/**
 * The same teaching as four recognisers or containers hand it over: one segment per sentence, sentences grouped into
 * longer segments, punctuation inside sentences lost and capitals dropped, and sentences run together with commas.
 * Cue counts must stay within 2 of each other per kind, and repeated phrases are counted from the transcript only.
 */
import { type CueKind, cueKinds } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { localReport } from '../../src/feedback/local-report.ts';
import { computeMetrics } from '../../src/metrics/compute-metrics.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { type GeneratedClass, hiit, pilatesKo, pilatesMat, yin } from '../helpers/generated-classes.ts';

type Segment = { start: number; end: number; text: string };

/** Sentences with times: 3 s a sentence, the script's gaps between them. */
function timedSentences(cls: GeneratedClass): Segment[] {
  const out: Segment[] = [];
  let t = 1;
  for (const line of cls.lines) {
    if ('gap' in line) t += line.gap;
    else {
      out.push({ start: t, end: t + 3, text: line.say });
      t += 3;
    }
  }
  return out;
}

function grouped(sentences: Segment[], size: number, join: (a: string, b: string) => string): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < sentences.length; i += size) {
    const part = sentences.slice(i, i + size);
    out.push({
      start: part[0]!.start,
      end: part.at(-1)!.end,
      text: part.map((p) => p.text).reduce((a, b) => join(a, b)),
    });
  }
  return out;
}

const containers: Record<string, (s: Segment[]) => Segment[]> = {
  'one segment per sentence': (s) => s,
  'three sentences a segment': (s) => grouped(s, 3, (a, b) => `${a} ${b}`),
  'no commas, no capitals': (s) =>
    s.map((x) => ({ ...x, text: x.text.replace(/,/g, '').replace(/^\p{Lu}/u, (c) => c.toLowerCase()) })),
  'sentences run together with commas': (s) => grouped(s, 2, (a, b) => `${a.replace(/[.!?]$/, ',')} ${b}`),
};

function counts(cls: GeneratedClass, segments: Segment[]) {
  const transcript = processTranscript(segments, { language: cls.language, style: cls.style });
  const end = segments.at(-1)!.end + 2;
  const metrics = computeMetrics({
    durationSec: end,
    speechRegions: segments.map(({ start, end }) => ({ start, end })),
    transcript,
    filledPauses: [],
    language: cls.language,
    style: cls.style,
  });
  return { metrics, transcript };
}

describe('the same teaching in four containers', () => {
  for (const cls of [pilatesMat, hiit, yin, pilatesKo]) {
    it(`${cls.name}: cue counts within 2 per kind`, () => {
      const sentences = timedSentences(cls);
      const all = Object.entries(containers).map(([name, make]) => ({ name, ...counts(cls, make(sentences)) }));
      for (const kind of cueKinds as readonly CueKind[]) {
        const values = all.map((a) => a.metrics.cueCounts[kind]);
        expect(
          Math.max(...values) - Math.min(...values),
          `${kind}: ${all.map((a) => `${a.name} ${a.metrics.cueCounts[kind]}`).join(', ')}`,
        ).toBeLessThanOrEqual(2);
      }
    });
  }

  it('never reports a repeated phrase the class did not say', () => {
    // Praise and set-up that contain "like that" / "this way" without being a deictic cue.
    const segments = [
      { start: 1, end: 4, text: 'Beautiful, just like that.' },
      { start: 6, end: 9, text: 'It should feel like this stretch is in the back of your leg.' },
      { start: 11, end: 14, text: 'Keep your knees soft, this way you protect your back.' },
      { start: 16, end: 19, text: "We'll do this on the other side too." },
    ];
    const sentences = Array.from({ length: 20 }, (_, i) =>
      segments.map((s) => ({ ...s, start: s.start + i * 20, end: s.end + i * 20 })),
    ).flat();
    const { metrics, transcript } = counts({ ...pilatesMat }, sentences);
    const report = localReport({ metrics, segments: transcript.segments, language: 'en', style: 'mat' });
    expect(report.focusAreas.map((f) => f.key)).not.toContain('vague_cues');
    expect(JSON.stringify(report)).not.toMatch(/times you said things like "like this"/);
  });
});
