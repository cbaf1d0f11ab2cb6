/**
 * One class, one verdict: a hip-hop class of short calls and 14–16 s phrases danced in silence, rendered with
 * espeak-ng over a drum beat, analysed by the whole pipeline (real speech detector and recogniser) as an mp3, an
 * 8 kHz telephone wav and a quiet phone m4a. The copies hear different words; when a silence was students' time only
 * if the words before it were counted as a cue, a misheard line made its phrase dead air in one copy and not in
 * another (this voice's longer class: 76 expert as mp3, 82 as a telephone wav, 100 master as a phone m4a and a
 * video). The class's rhythm now explains such a silence (metrics/class-rhythm.ts), and flow judges cue density over
 * the teaching time. A class whose instructor stops for 40 s after an aside is dead air in every copy.
 * Figures: /work/notes/deadair.md (scripts/verdict-sweep.ts measures every copy of every sweep class).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classRating } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerVariants } from '../../scripts/containers.ts';
import { type SweepClass, silenceTruth } from '../../scripts/sweep-class-kit.ts';
import { danceDeadAirShort, hiphopShort } from '../../scripts/sweep-classes-held.ts';
import { renderSweepClass } from '../../scripts/verdict-sweep.ts';
import { evidenceOf, offTargetKeys } from '../../src/feedback/validate/evidence.ts';
import { type AnalysisResult, analyzeFile } from '../../src/pipeline.ts';
import { configFor } from '../helpers/fixtures.ts';

const copies = ['mp3 (original)', 'telephone wav 8 kHz', 'quiet phone m4a'];
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-one-verdict-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const results = new Map<string, Map<string, AnalysisResult>>();

async function analyseCopies(cls: SweepClass) {
  const dir = join(tmp, cls.name);
  const mp3 = renderSweepClass(cls, dir);
  const out = new Map<string, AnalysisResult>();
  for (const v of containerVariants(mp3, dir, 0).filter((v) => copies.includes(v.name))) {
    out.set(v.name, await analyzeFile(v.file, { language: 'en', style: cls.style, transcriber: configFor('local') }));
  }
  results.set(cls.name, out);
}

beforeAll(async () => {
  await analyseCopies(hiphopShort);
  await analyseCopies(danceDeadAirShort);
  // Six whole analyses of 1.5-minute classes: about 4 minutes on an idle 2-core machine.
}, 1_800_000);

function verdicts(cls: SweepClass) {
  return [...results.get(cls.name)!].map(([copy, r]) => {
    const rating = classRating(r.metrics, cls.style, 'en');
    const off = offTargetKeys(
      evidenceOf({ metrics: r.metrics, segments: r.segments, language: 'en', style: cls.style }),
    );
    return { copy, rating, off: [...off].sort(), seconds: r.metrics.classTime!.seconds, ct: r.metrics.classTime! };
  });
}

describe('one class, one verdict in every container', () => {
  it('a dance class whose copies hear different words gets the same score, level and off-target metrics', () => {
    const all = verdicts(hiphopShort);
    console.info(
      all.map((v) => `${v.copy}: ${v.rating?.score} ${v.rating?.level} dead ${v.seconds.dead_air}`).join('; '),
    );
    expect(all).toHaveLength(copies.length);
    const scores = all.map((v) => v.rating!.score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(5);
    expect(new Set(all.map((v) => v.rating!.level)).size).toBe(1);
    expect(new Set(all.map((v) => v.off.join(','))).size).toBe(1);
    const truth = silenceTruth(hiphopShort);
    for (const v of all) {
      // The phrases danced in silence are students' time in every copy, not dead air.
      expect(v.seconds.working, v.copy).toBeGreaterThan(0.85 * truth.work);
      expect(v.ct.deadAirCount, v.copy).toBe(0);
    }
  });

  it('a class whose instructor stops for 40 s after an aside is dead air, and marked down for it, in every copy', () => {
    const all = verdicts(danceDeadAirShort);
    console.info(
      all.map((v) => `${v.copy}: ${v.rating?.score} ${v.rating?.level} dead ${v.seconds.dead_air}`).join('; '),
    );
    expect(all).toHaveLength(copies.length);
    for (const v of all) {
      expect(v.ct.longestDeadAirSec, v.copy).toBeGreaterThan(35);
      expect(v.seconds.dead_air, v.copy).toBeGreaterThan(30);
      expect(v.off, v.copy).toContain('flow');
    }
  });
});
