/**
 * Generated pilates, HIIT, yin, vinyasa and Korean pilates classes (espeak-ng + sox, exact silences, labelled truth)
 * through the real speech detector and the text half with the true transcript: cue counts against the truth, no
 * pace or "gaps" fault for normal speech with students' working time between sentences, holds not called dead air,
 * and an unannounced 40 s silence in a vinyasa flow still called dead air.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cueKinds, type Metrics } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScript } from '../../scripts/synth.ts';
import { localReport } from '../../src/feedback/local-report.ts';
import { decodeToPcmFile, openPcmFile } from '../../src/media/decode.ts';
import { computeMetrics } from '../../src/metrics/compute-metrics.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { detectSpeechRegions } from '../../src/vad/speech-regions.ts';
import {
  cueTruth,
  type GeneratedClass,
  generatedClasses,
  hiit,
  pilatesKo,
  pilatesMat,
  vinyasaDeadAir,
  yin,
} from '../helpers/generated-classes.ts';

interface Analysed {
  cls: GeneratedClass;
  metrics: Metrics;
  report: ReturnType<typeof localReport>;
}

let dir = '';
const analysed = new Map<string, Analysed>();

async function analyse(cls: GeneratedClass): Promise<Analysed> {
  const fixture = renderScript(
    {
      voice: cls.voice,
      lead: 1,
      tail: 1,
      rate: 175,
      items: cls.lines.map((l) => ('say' in l ? { say: l.say } : { gap: l.gap })),
    },
    dir,
    cls.name,
  );
  const pcmPath = join(dir, `${cls.name}.f32`);
  await decodeToPcmFile(fixture.wavPath, pcmPath);
  const speechRegions = await detectSpeechRegions(await openPcmFile(pcmPath));
  const transcript = processTranscript(fixture.truth.sentences, { language: cls.language, style: cls.style });
  const metrics = computeMetrics({
    durationSec: fixture.durationSec,
    speechRegions,
    transcript,
    filledPauses: [],
    language: cls.language,
    style: cls.style,
  });
  const report = localReport({ metrics, segments: transcript.segments, language: cls.language, style: cls.style });
  return { cls, metrics, report };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cuecoach-class-time-'));
  for (const cls of generatedClasses) analysed.set(cls.name, await analyse(cls));
}, 240_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const of = (cls: GeneratedClass) => analysed.get(cls.name)!;
const texts = (r: Analysed['report']) =>
  [r.summary, ...r.focusAreas.flatMap((f) => [f.title, f.whyImportant, f.improvementTip])].join('\n');

describe('cue counts on generated classes against their labelled truth', () => {
  for (const cls of [pilatesMat, hiit, yin, pilatesKo]) {
    it(`${cls.name}: cues per minute within 20 %, each kind within 25 %`, () => {
      const { metrics } = of(cls);
      const truth = cueTruth(cls);
      const truthPerMinute = truth.total / (metrics.durationSec / 60);
      expect(Math.abs(metrics.cuesPerMinute - truthPerMinute)).toBeLessThanOrEqual(0.2 * truthPerMinute);
      for (const kind of cueKinds) {
        expect(Math.abs(metrics.cueCounts[kind] - truth.perKind[kind]), kind).toBeLessThanOrEqual(
          0.25 * truth.perKind[kind],
        );
      }
    });
  }
});

describe('class time on generated classes', () => {
  for (const cls of [pilatesMat, hiit, pilatesKo]) {
    it(`${cls.name}: normal speech with working time between sentences is no pace or gaps fault`, () => {
      const { metrics, report } = of(cls);
      const keys = report.focusAreas.map((f) => f.key);
      expect(keys).not.toContain('pace_slow');
      expect(keys).not.toContain('pace_fast');
      expect(keys).not.toContain('pace_uneven');
      expect(texts(report)).not.toMatch(/gaps between words|단어 사이가 길게 끊기면/);
      expect(metrics.classTime!.midSentenceGapCount).toBe(0);
      // Students' time is told apart from the instructor's: the working stretches carry most of the silence.
      expect(metrics.classTime!.seconds.working).toBeGreaterThan(100);
    });
  }

  for (const cls of [pilatesMat, hiit, yin, pilatesKo]) {
    it(`${cls.name}: announced and style-normal holds are not dead air`, () => {
      const { metrics, report } = of(cls);
      expect(metrics.classTime!.deadAirCount).toBe(0);
      expect(metrics.classTime!.seconds.hold).toBeGreaterThan(0);
      expect(report.focusAreas.map((f) => f.key)).not.toContain('dead_air');
      // No rewrite puts a hold after a work interval or a second length on a line that gives one.
      for (const e of report.classEdits) expect(e.after).not.toMatch(/Hold for three breaths|세 호흡 유지합니다/);
    });
  }

  it('yin: a two-minute announced hold and a minute-long unannounced hold are the practice', () => {
    const { metrics, report } = of(yin);
    expect(metrics.classTime!.seconds.hold).toBeGreaterThan(150);
    expect(texts(report)).not.toMatch(/lost your place/);
    expect(report.classEdits.map((e) => e.before)).not.toContain('We will stay here for about two minutes.');
  });

  it('vinyasa: an unannounced 40 s silence in the flow is still dead air', () => {
    const { metrics, report } = of(vinyasaDeadAir);
    expect(metrics.classTime!.deadAirCount).toBe(1);
    expect(metrics.classTime!.longestDeadAirSec).toBeGreaterThan(38);
    expect(report.focusAreas.map((f) => f.key)).toContain('dead_air');
    const edit = report.classEdits.find((e) => e.before.startsWith('Lower to the mat'));
    expect(edit?.after).toMatch(/I'll tell you when to come out/);
  });
});
