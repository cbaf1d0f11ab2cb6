/**
 * Four unseen English classes (yoga, pilates, HIIT, dance) with known scripts, rendered by espeak-ng + sox into a
 * temp dir, analysed, and compared with the script: words, fillers per kind, designed pauses vs segment gaps, WPM.
 * `node packages/analysis/scripts/probe-classes.ts [outDir]` prints one block per class plus both report texts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateFeedback } from '../src/feedback/index.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { probeClasses } from './probe-scripts.ts';
import { renderScript } from './synth.ts';

const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'probe-'));
for (const cls of probeClasses) {
  const fx = renderScript(cls.script, out, cls.name);
  let wav = fx.wavPath;
  if (cls.noiseDb !== undefined) {
    const noise = join(out, `${cls.name}-noise.wav`);
    execFileSync('sox', [
      '-R',
      '-n',
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      noise,
      'synth',
      String(fx.durationSec),
      'pinknoise',
      'gain',
      String(cls.noiseDb),
    ]);
    wav = join(out, `${cls.name}-noisy.wav`);
    execFileSync('sox', ['-R', '-m', fx.wavPath, noise, wav]);
  }
  // The transcript is cached next to the audio, so a report change can be re-checked without the recogniser.
  const cached = join(out, `${cls.name}.analysis.json`);
  const result: Awaited<ReturnType<typeof analyzeFile>> = existsSync(cached)
    ? JSON.parse(readFileSync(cached, 'utf8'))
    : await analyzeFile(wav, { language: 'en' });
  writeFileSync(cached, JSON.stringify(result));
  const m = result.metrics;
  const segs = result.segments;
  const gaps = segs.slice(1).map((s, i) => ({ start: segs[i]!.end, end: s.start }));
  const designed = fx.truth.pauses.filter((p) => p.end - p.start >= 1.5);
  const missed = designed.filter(
    (p) => !gaps.some((g) => g.start <= p.start + 0.6 && g.end >= p.end - 0.6 && g.end - g.start >= 1.0),
  );
  const en = await generateFeedback(
    { metrics: m, segments: segs, language: 'en', reportLanguage: 'en' },
    { mode: 'local' },
  );
  const ko = await generateFeedback(
    { metrics: m, segments: segs, language: 'en', reportLanguage: 'ko' },
    { mode: 'local' },
  );
  const lines = [
    `=== ${cls.name} (${cls.script.voice}, ${cls.script.rate} wpm${cls.noiseDb !== undefined ? `, noise ${cls.noiseDb} dB` : ''})`,
    `words truth=${cls.words} got=${m.totalWords}; fillers truth=${JSON.stringify(cls.fillers)} got=${m.fillerCount} ${JSON.stringify(m.fillers)}`,
    `wpm=${m.wpm} maxPause=${m.maxPauseSec} pauses=${JSON.stringify(m.pauseBuckets)} cues=${JSON.stringify(m.cueCounts)}`,
    `designed pauses>=1.5s=${designed.length} missed=${JSON.stringify(missed)}`,
    'segments:',
    ...segs.map((s) => `  [${s.start.toFixed(2)}-${s.end.toFixed(2)}] ${s.text}`),
    'truth:',
    ...fx.truth.sentences.map((s) => `  [${s.start.toFixed(2)}-${s.end.toFixed(2)}] ${s.text}`),
    '--- report en',
    JSON.stringify(en, null, 1),
    '--- report ko',
    JSON.stringify(ko, null, 1),
  ];
  writeFileSync(join(out, `${cls.name}.txt`), `${lines.join('\n')}\n${JSON.stringify(m, null, 1)}\n`);
  process.stdout.write(`${lines.slice(0, 4).join('\n')}\n`);
}
process.stdout.write(`details in ${out}\n`);
