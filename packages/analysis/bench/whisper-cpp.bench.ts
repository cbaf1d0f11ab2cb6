#!/usr/bin/env node
/**
 * `npm run bench:whisper-cpp`: joins the Korean fixtures into a class of about --minutes N (default 3), cuts it into
 * recogniser windows as the pipeline does, transcribes it with whisper.cpp and the model at WHISPER_MODEL_PATH
 * (default: the shipped untrained test model, real tiny architecture) and prints windows, encoder passes, wall and
 * CPU seconds per audio minute and per encoder pass, with the machine's load. Then it scales the measured cost per
 * encoder pass to a 30-minute class with base and large-v3-turbo by their encoder arithmetic (estimates, printed as
 * such: see docs/analysis.md, "Korean on whisper.cpp").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { joinRecordings, recognitionWindows } from '../scripts/recognition-windows.ts';
import { groupsOfChunk } from '../src/transcription/breath-groups.ts';
import { defaultWorkerCount } from '../src/transcription/cores.ts';
import { createWhisperCppTranscriber, windowLength } from '../src/transcription/whisper-cpp.ts';
import { fixture, whisperTestModel } from '../test/helpers/fixtures.ts';
import { classEstimate, whisperModels } from './whisper-cpp-cost.ts';

const { values } = parseArgs({ options: { minutes: { type: 'string' } } });
const minutes = Number(values.minutes ?? 3);
const modelPath = process.env.WHISPER_MODEL_PATH ?? whisperTestModel;
const threads = Number(process.env.WHISPER_THREADS ?? defaultWorkerCount());

const dir = mkdtempSync(join(tmpdir(), 'cuecoach-bench-whisper-'));
try {
  // ko-class (33 s) and ko-yoga (39 s) alternately until the class is long enough.
  const parts: string[] = [];
  for (let sec = 0; sec < minutes * 60; sec += parts.length % 2 ? 39.3 : 32.8) {
    parts.push(fixture(parts.length % 2 ? 'ko-yoga.mp3' : 'ko-class.mp3'));
  }
  const audio = join(dir, 'ko-class-joined.wav');
  joinRecordings(parts, audio);
  const { pcm, chunks, close } = await recognitionWindows(audio);
  const audioMin = pcm.durationSec / 60;
  const windowSec = chunks.reduce((sum, c) => sum + windowLength(c), 0);

  const transcriber = createWhisperCppTranscriber({ modelPath, threads });
  const load = os.loadavg()[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await transcriber.transcribe({ pcm, chunks, language: 'ko', style: 'hatha', onLanguageDetected: () => {} });
  const wallSec = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  await close();
  const run = transcriber.lastRun!;

  const f = (n: number, d = 1) => n.toFixed(d);
  console.log(`whisper.cpp bench: ${basename(modelPath)}, ${threads} threads, ${os.cpus().length} cores`);
  console.log(`  load average at start ${f(load, 2)} (other processes share these cores)`);
  console.log(`  audio ${f(audioMin, 2)} min, ${chunks.length} windows (${f(windowSec)} s of padded speech)`);
  console.log(`  encoder passes ${run.encoderPasses} (${chunks.length} windows + 1 language identification)`);
  const groups = chunks.flatMap(groupsOfChunk).length;
  console.log(`  (one call per breath group, the former path, would have run ${groups + 1} passes)`);
  console.log(
    `  wall ${f(wallSec)} s = ${f(wallSec / audioMin)} s per audio minute, ${f(wallSec / run.encoderPasses, 2)} s per pass`,
  );
  console.log(
    `  CPU ${f(cpuSec)} s = ${f(cpuSec / audioMin)} CPU-s per audio minute, ${f(cpuSec / run.encoderPasses, 2)} CPU-s per pass`,
  );

  // Scale to a 30-minute class: as many windows per minute as measured, one pass each plus identification.
  const passes30 = Math.round((chunks.length / audioMin) * 30) + 1;
  // Wall time depends on what else runs on the cores; CPU time over the threads is a pass on cores of its own.
  const measures = [
    ['measured wall', wallSec / run.encoderPasses],
    [`CPU ÷ ${threads} threads`, cpuSec / run.encoderPasses / threads],
  ] as const;
  console.log(
    `\n30-minute Korean class, ${passes30} passes (estimated from the measured tiny pass and model arithmetic):`,
  );
  for (const [label, perPassSec] of measures) {
    for (const model of whisperModels) {
      const e = classEstimate(model, perPassSec, passes30);
      console.log(
        `  from ${label.padEnd(16)} ${model.name.padEnd(15)} ×${f(e.passRatio, 1).padStart(5)} per pass → ` +
          `${f(e.minutes, 1)} min (${f(e.minutes / 30, 2)}× the class length)`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
