import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { classRating } from '@cuecoach/contracts';
import { functionalNorbert } from './scripts/sweep-classes-fresh.ts';
import { sweepClasses } from './scripts/sweep-classes.ts';
import { renderSweepClass } from './scripts/verdict-sweep.ts';
import { isAnalysisError } from './src/errors.ts';
import { ffmpegPath } from './src/media/binaries.ts';
import { analyzeFile } from './src/pipeline.ts';
import { transcriberConfigFromEnv } from './src/transcription/config.ts';
const variants = process.argv.slice(2).map((v) => { const [base, voice, rate] = v.split(':'); return { base: base!, voice: voice!, rate: Number(rate) }; });
const all = [functionalNorbert, ...sweepClasses];
for (const v of variants) {
  const cls = { ...all.find((c) => c.name === v.base)!, voice: v.voice, rate: v.rate };
  cls.name = `${v.base}-${v.voice.replace(/[^a-z0-9]/gi, '')}-${v.rate}`;
  const dir = join('/tmp/lead-probe', cls.name);
  mkdirSync(dir, { recursive: true });
  const mp3 = renderSweepClass(cls, dir);
  const tel = join(dir, 'telephone.wav');
  execFileSync(ffmpegPath(), ['-loglevel', 'error', '-y', '-i', mp3, '-ar', '8000', '-ac', '1', '-c:a', 'pcm_mulaw', tel]);
  for (const [copy, file] of [['mp3', mp3], ['telephone', tel]] as const) {
    const t0 = Date.now();
    try {
      const r = await analyzeFile(file, { language: 'en', style: cls.style, transcriber: transcriberConfigFromEnv() });
      const m = r.metrics as any;
      console.log(cls.name, copy, 'completed', m.totalWords, 'words', 'dead', m.classTime?.seconds?.dead_air, `${((Date.now() - t0) / 1000).toFixed(0)} s`);
    } catch (e) {
      console.log(cls.name, copy, 'refused', isAnalysisError(e) ? e.code : String(e), JSON.stringify((e as any).details ?? {}), `${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
  }
}
