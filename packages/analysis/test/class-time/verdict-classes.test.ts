/**
 * Fresh generated classes (espeak-ng + sox, labelled silences; helpers/verdict-classes.ts) through the real speech
 * detector and the text half with the true transcript, judged as every screen judges them (contracts
 * judged-metrics.ts). Before the rule, each of these teaching classes scored 57–64 (intermediate/advanced) with pace,
 * silence and cue density "off target" for students' working time alone, and the kettlebell class was told to cue
 * more often; the 45-second clip scored 80–81 "expert" from 70 words. Figures per class: /work/notes/verdict.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classRating, type Metrics } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerVariants } from '../../scripts/containers.ts';
import { renderScript } from '../../scripts/synth.ts';
import { localReport } from '../../src/feedback/local-report.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { evidenceOf, offTargetKeys } from '../../src/feedback/validate/evidence.ts';
import { decodeToPcmFile, openPcmFile } from '../../src/media/decode.ts';
import { computeMetrics } from '../../src/metrics/compute-metrics.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { detectSpeechRegions } from '../../src/vad/speech-regions.ts';
import type { GeneratedClass } from '../helpers/generated-classes.ts';
import {
  functionalHeldOut,
  kettlebellSets,
  matDeadAirHeldOut,
  matWorking,
  shortClip,
} from '../helpers/verdict-classes.ts';

let dir = '';
const analysed = new Map<string, FeedbackInput>();

function render(cls: GeneratedClass) {
  const items = cls.lines.map((l) => ('say' in l ? { say: l.say } : { gap: l.gap }));
  return renderScript({ voice: cls.voice, lead: 1, tail: 1, rate: 175, items }, dir, cls.name);
}

async function analyse(
  cls: GeneratedClass,
  file: string,
  durationSec: number,
  truth: Parameters<typeof processTranscript>[0],
) {
  const pcm = join(dir, `${cls.name}-${analysed.size}.f32`);
  await decodeToPcmFile(file, pcm);
  const speechRegions = await detectSpeechRegions(await openPcmFile(pcm));
  const transcript = processTranscript(truth, { language: cls.language, style: cls.style });
  const metrics: Metrics = computeMetrics({
    durationSec,
    speechRegions,
    transcript,
    filledPauses: [],
    language: cls.language,
    style: cls.style,
  });
  return { metrics, segments: transcript.segments, language: cls.language, style: cls.style };
}

const copies = ['mp3 (original)', 'quiet phone m4a', 'call in a 44.1 kHz m4a'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cuecoach-verdicts-'));
  for (const cls of [matWorking, kettlebellSets, functionalHeldOut, matDeadAirHeldOut]) {
    const fx = render(cls);
    analysed.set(cls.name, await analyse(cls, fx.wavPath, fx.durationSec, fx.truth.sentences));
  }
  const fx = render(shortClip);
  for (const v of containerVariants(fx.wavPath, dir, 0).filter((v) => copies.includes(v.name))) {
    analysed.set(`${shortClip.name} ${v.name}`, await analyse(shortClip, v.file, fx.durationSec, fx.truth.sentences));
  }
}, 240_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const input = (name: string) => analysed.get(name)!;

describe('classes whose students work and rest in silence after instructions', () => {
  for (const cls of [matWorking, kettlebellSets, functionalHeldOut]) {
    it(`${cls.name}: pace, silence and cue density judged on teaching, scored as such`, () => {
      const c = input(cls.name);
      // The whole-class figures the cards show are out of band: that is the working time.
      expect(c.metrics.silenceRatio).toBeGreaterThan(0.5);
      const off = offTargetKeys(evidenceOf(c));
      expect(off).not.toContain('wpm');
      expect(off).not.toContain('silenceRatio');
      expect(off).not.toContain('cuesPerMinute');
      expect(classRating(c.metrics, cls.style, cls.language)?.score).toBeGreaterThanOrEqual(90);
      const report = localReport(c);
      expect(report.focusAreas.map((f) => f.key)).not.toContain('sparse_cues');
      expect(report.overallRating.score).toBe(classRating(c.metrics, cls.style, cls.language)?.score);
    });
  }

  it('a class whose long silences follow no instruction is still marked down for them (held out)', () => {
    const c = input(matDeadAirHeldOut.name);
    expect(c.metrics.classTime?.seconds.dead_air).toBeGreaterThan(30);
    expect(offTargetKeys(evidenceOf(c))).toEqual(expect.arrayContaining(['silenceRatio']));
    expect(classRating(c.metrics, matDeadAirHeldOut.style, 'en')?.score).toBeLessThan(60);
  });
});

describe('a 45-second clip', () => {
  it('gets its figures but no score or level, in every copy', () => {
    const names = [...analysed.keys()].filter((k) => k.startsWith(shortClip.name));
    expect(names).toHaveLength(copies.length);
    for (const name of names) {
      const c = input(name);
      expect(c.metrics.totalWords, name).toBeGreaterThan(50);
      expect(classRating(c.metrics, 'mat', 'en'), name).toBeNull();
      expect(localReport(c).overallRating, name).toEqual({ score: null, level: null });
    }
  });
});
