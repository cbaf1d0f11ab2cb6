/**
 * npm run bench:pipeline — pushes a batch of uploads through the real pipeline (tus upload → probe → session →
 * start/charge → pg-boss → analysis worker → completed) and prints throughput and peak memory.
 *   BENCH_UPLOADS (default 6), WORKER_CONCURRENCY (default 1), BENCH_DATABASE_URL (default: in-memory PGlite),
 *   BENCH_REPEAT (how many times the spoken sample is repeated per file, default 4 ≈ 47 s of audio).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../test/helpers/databases.ts';
import { ffmpegBin, testMedia } from '../test/helpers/media.ts';
import { startSessionsEnv } from '../test/helpers/sessions-env.ts';

const uploads = Number(process.env.BENCH_UPLOADS ?? 6);
const concurrency = process.env.WORKER_CONCURRENCY ?? '1';
const repeat = Number(process.env.BENCH_REPEAT ?? 4);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const target = testDatabases().find((t) => t.name === (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'));
if (!target) throw new Error('no database target');

const work = mkdtempSync(path.join(tmpdir(), 'cuecoach-bench-'));
const media = testMedia();
const types = ['wav', 'mp3', 'm4a', 'mp4', 'mov'] as const;
const mime = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/x-m4a', mp4: 'video/mp4', mov: 'video/quicktime' };
// One longer spoken class, then each container encoded from it (as a phone or camera would write it).
const longWav = path.join(work, 'long.wav');
execFileSync(ffmpegBin, [
  '-v',
  'error',
  '-y',
  '-stream_loop',
  String(repeat - 1),
  '-i',
  media.wav,
  '-c',
  'copy',
  longWav,
]);
const encode: Record<(typeof types)[number], string[]> = {
  wav: ['-i', longWav, '-c', 'copy'],
  mp3: ['-i', longWav, '-c:a', 'libmp3lame', '-b:a', '64k'],
  m4a: ['-i', longWav, '-c:a', 'aac'],
  mp4: [
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=320x240:r=15',
    '-i',
    longWav,
    '-shortest',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
  ],
  mov: [
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=320x240:r=15',
    '-i',
    longWav,
    '-shortest',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-f',
    'mov',
  ],
};
const files = types.map((type) => {
  const out = path.join(work, `sample.${type}`);
  execFileSync(ffmpegBin, ['-v', 'error', '-y', ...encode[type], out]);
  return { type, file: out };
});

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const env = await startSessionsEnv(target, { config: { WORKER_CONCURRENCY: concurrency, LOG_LEVEL: 'silent' } });
try {
  const user = await env.user('bench@example.com', 100_000);
  const t0 = performance.now();
  const ids: string[] = [];
  let bytes = 0;
  for (let i = 0; i < uploads; i++) {
    const { type, file } = files[i % files.length] as (typeof files)[number];
    bytes += statSync(file).size;
    const res = await user.tus.upload(
      file,
      { filename: `bench-${i}.${type}`, filetype: mime[type], language: 'en' },
      { chunkBytes: 1024 * 1024 },
    );
    if (!res.sessionId) throw new Error(`upload ${i} refused: ${res.last?.body ?? res.create.body}`);
    ids.push(res.sessionId);
  }
  const tUploaded = performance.now();
  for (const id of ids) {
    const started = await user.post(`/api/sessions/${id}/start`);
    if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  }
  let audioSec = 0;
  let failed = 0;
  const processing: number[] = [];
  for (const id of ids) {
    const s = await user.waitFor(id, (x) => x.status === 'completed' || x.status === 'failed', 30 * 60_000);
    if (s.status === 'failed') {
      failed += 1;
      console.error(`  failed: ${s.fileType} ${s.errorCode}: ${s.errorMessage}`);
    }
    audioSec += Number(s.durationSec ?? 0);
    if (typeof s.processingMs === 'number') processing.push(s.processingMs);
  }
  const tDone = performance.now();
  const wallSec = (tDone - t0) / 1000;
  const analysisSec = (tDone - tUploaded) / 1000;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `pipeline bench — ${target.name}, WORKER_CONCURRENCY=${concurrency}, ${uploads} uploads (${types.join('/')}), ${mb(bytes)} MB`,
  );
  console.log(
    `  upload + probe + store: ${((tUploaded - t0) / 1000).toFixed(1)} s (${(Number(mb(bytes)) / ((tUploaded - t0) / 1000)).toFixed(1)} MB/s)`,
  );
  console.log(`  queue → all settled:    ${analysisSec.toFixed(1)} s, ${failed} failed`);
  console.log(
    `  throughput:             ${((uploads / wallSec) * 60).toFixed(1)} sessions/min, ${(audioSec / analysisSec).toFixed(2)}× real time (${(audioSec / 60).toFixed(1)} audio min)`,
  );
  if (processing.length) {
    processing.sort((a, b) => a - b);
    console.log(
      `  per-session processing: median ${(processing[Math.floor(processing.length / 2)]! / 1000).toFixed(1)} s, max ${(processing.at(-1)! / 1000).toFixed(1)} s`,
    );
  }
  console.log(`  peak RSS (API + worker in one process): ${mb(peakRss)} MB`);
} finally {
  clearInterval(sampler);
  await env.close();
  await env.drop();
  rmSync(work, { recursive: true, force: true });
}
