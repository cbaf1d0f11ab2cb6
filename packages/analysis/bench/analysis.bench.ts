#!/usr/bin/env node
/**
 * `npm run bench:analysis`: generates a 30-minute English class (espeak-ng + sox: sentences, pauses from short
 * breaths to long holds, a few hesitations, a music bed underneath) into /tmp, analyses it with the configured
 * engine (TRANSCRIBER, default auto → local), and prints wall time and real-time factor per step and in total,
 * peak RSS, how the measured pauses compare with the truth, spoken-filler recall next to false fillers, and segment-gap
 * agreement. Target on a 2-core machine with the embedded engine: ≤ 60 s per 30 min of audio and ≤ 600 MB whatever
 * the length. Options: --minutes N (default 30), --regenerate, --no-style (analysed without its style, vinyasa, so
 * the recogniser guesses the group and prints what that cost in chunks decoded twice), --cold (a first analysis on a
 * fresh install: the cut Whisper model, cached in the temp dir after the first run (local-model.ts), is deleted
 * first, and the cut's own process is measured once on its own).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProcessingStep } from '@cuecoach/contracts';
import { type ClassScript, makeMusicBed, renderScript, type ScriptItem, type Truth } from '../scripts/synth.ts';
import { fillerRecall, segmentGapAgreement, segmentsSpanningPauses } from '../scripts/truth-checks.ts';
import { ffmpegPath } from '../src/media/binaries.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { preferredEngine, transcriberConfigFromEnv } from '../src/transcription/index.ts';
import { localModelPath } from '../src/transcription/local.ts';
import { defaultModelCacheDir, whisperInputs } from '../src/transcription/local-model.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    regenerate: { type: 'boolean' },
    'no-style': { type: 'boolean' },
    'no-music': { type: 'boolean' },
    cold: { type: 'boolean' },
  },
});
const minutes = Number(values.minutes ?? 30);
const dir = join(tmpdir(), 'cuecoach-bench');
// v2: fillers um, uh, umm, uhh; v3: the music bed mono, at its labelled 20 dB under the voice (v2's sat about 14 dB
// under). Bump when the generated class changes so an old cache is not reused.
// `--no-music`: the same class without its bed, where the checks on written fillers judge the voice alone.
const variant = values['no-music'] ? '-dry' : '';
const audio = join(dir, `class-${minutes}min-v3${variant}.mp3`);
const truthFile = join(dir, `class-${minutes}min-v3${variant}.truth.json`);

const sentences = [
  'Welcome everyone and find a comfortable seat on your mat',
  'Close your eyes and take a deep breath in through your nose',
  'Exhale slowly and let your shoulders drop away from your ears',
  'Come to all fours with your wrists under your shoulders',
  'Inhale as you drop your belly and lift your gaze',
  'Exhale and round your spine like a cat',
  'Tuck your toes and lift your hips into downward facing dog',
  'Pedal your feet and let your head hang heavy',
  'Step your right foot forward between your hands',
  'Spin your back heel down and rise up into warrior two',
  'Reach long through your fingertips and soften your face',
  'Bend your front knee so it stacks over your ankle',
  'Basically we want the hips to stay level here',
  'Straighten the front leg and tilt into triangle pose',
  'Keep breathing and notice where you feel the stretch',
  'Actually you can use a block under your hand if you like',
  'Windmill your hands down and step back to plank',
  'Lower halfway down keeping your elbows close to your ribs',
  'Inhale into upward facing dog and open your chest',
  'Exhale back to downward dog and hold for five breaths',
  'Walk your feet to your hands and hang in a forward fold',
  'Slowly roll up to standing one bone at a time',
  'Bring your hands together in front of your heart',
  'Shift your weight into your left foot for tree pose',
  'Place your right foot on your calf or your inner thigh',
  'Find a steady point to look at and breathe out',
  'Release the foot and shake out the legs',
  'Come down to lie on your back for the final rest',
  'Let your feet fall open and your palms face up',
  'Thank you all for practicing with me today',
];
const fillers = ['uh', 'um', 'umm', 'uhh'];

function classScript(): ClassScript {
  // Deterministic pseudo-random so every run benchmarks the same class.
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const items: ScriptItem[] = [];
  // ~2.9 s of speech + ~1.9 s of silence per item on average (measured) → enough items for the length asked.
  const count = Math.round((minutes * 60) / 4.8);
  for (let i = 0; i < count; i++) {
    items.push({ say: sentences[i % sentences.length]! });
    const r = random();
    const gap =
      r < 0.55 ? 0.4 + random() * 0.6 : r < 0.85 ? 1 + random() * 2 : r < 0.95 ? 3 + random() * 2 : 5 + random() * 10;
    if (random() < 0.06) {
      items.push({ gap: 0.5 }, { filler: fillers[i % fillers.length]! }, { gap: Math.max(0.4, gap - 0.5) });
    } else {
      items.push({ gap });
    }
  }
  return { voice: 'en-us', lead: 2, tail: 2, ...(values['no-music'] ? {} : { music: { gainDb: -20 } }), items };
}

function generate(): Truth {
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'cuecoach-bench-gen-'));
  try {
    const started = performance.now();
    const script = classScript();
    const fixture = renderScript(script, work, 'class');
    const mixed = script.music
      ? makeMusicBed(fixture.wavPath, fixture.truth, script.music.gainDb, work, 'class')
      : fixture.wavPath;
    execFileSync(ffmpegPath(), [
      '-y',
      '-v',
      'error',
      '-i',
      mixed,
      '-ac',
      '1',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      audio,
    ]);
    writeFileSync(truthFile, JSON.stringify(fixture.truth));
    console.error(`generated ${audio} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return fixture.truth;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const truth: Truth =
  !values.regenerate && existsSync(audio) && existsSync(truthFile)
    ? (JSON.parse(readFileSync(truthFile, 'utf8')) as Truth)
    : generate();

let coldCut = '';
if (values.cold) {
  // The cut alone, in a process like the one local-model.ts starts, into a throwaway cache; then the real cache goes,
  // so the analysis below cuts again as a fresh install does.
  const scratch = mkdtempSync(join(tmpdir(), 'cuecoach-cut-'));
  const code = `const { cutToCache } = await import(${JSON.stringify(new URL('../src/transcription/model-cut.ts', import.meta.url).href)});
const started = performance.now();
await cutToCache(${JSON.stringify({ source: localModelPath, cacheDir: scratch, modelFile: join(scratch, 'm.onnx'), vocabularyFile: join(scratch, 'v.json'), inputs: whisperInputs })});
console.log(JSON.stringify({ sec: (performance.now() - started) / 1000, mb: (process.resourceUsage().maxRSS * 1024) / 1e6 }));`;
  const cut = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
  rmSync(scratch, { recursive: true, force: true });
  rmSync(defaultModelCacheDir(), { recursive: true, force: true });
  coldCut = `Cold start: the model cut took ${cut.sec.toFixed(1)} s and peaked at ${cut.mb.toFixed(0)} MB in its own process (before the analysis; not in the peak above)`;
}

const cfg = transcriberConfigFromEnv(process.env);
console.error(`analysing ${audio} (${(truth.durationSec / 60).toFixed(1)} min) with ${preferredEngine(cfg)}…`);
let peakRssMb = 0;
let currentStep = 'start';
const stepPeakMb: Record<string, number> = {};
const sampleRss = () => {
  const mb = process.memoryUsage.rss() / 1e6;
  peakRssMb = Math.max(peakRssMb, mb);
  stepPeakMb[currentStep] = Math.max(stepPeakMb[currentStep] ?? 0, mb);
};
const sampler = setInterval(sampleRss, 50);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await analyzeFile(audio, {
  language: 'en',
  // --no-style: as an instructor who picks none, so the recogniser guesses the group (style-guess.ts).
  ...(values['no-style'] ? {} : { style: 'vinyasa' as const }),
  transcriber: cfg,
  onProgress: (step: ProcessingStep, percent) => {
    sampleRss();
    currentStep = step;
    if (percent === 0 || percent === 100) console.error(`  ${step} ${percent}%`);
  },
});
const totalMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
// maxRSS is in KiB; the kernel's high-water mark catches a peak between two samples.
peakRssMb = Math.max(peakRssMb, (process.resourceUsage().maxRSS * 1024) / 1e6);

const duration = result.metrics.durationSec;
const rows = Object.entries(result.timingsMs).map(([step, ms]) => ({
  step,
  wallSec: Number((ms / 1000).toFixed(2)),
  rtf: Number((ms / 1000 / duration).toFixed(4)),
  peakRssMb: Math.round(stepPeakMb[step] ?? 0),
}));
rows.push({
  step: 'TOTAL',
  wallSec: Number((totalMs / 1000).toFixed(2)),
  rtf: Number((totalMs / 1000 / duration).toFixed(4)),
  peakRssMb: Math.round(peakRssMb),
});
console.log(`\nAudio ${(duration / 60).toFixed(1)} min, engine ${result.engine.transcriber} (${result.engine.model})`);
console.table(rows);
const pauses = truth.pauses.map((p) => p.end - p.start).filter((l) => l >= 0.3);
console.log(`Peak RSS: ${peakRssMb.toFixed(0)} MB (process incl. worker threads; ffmpeg child not included)`);
if (coldCut) console.log(coldCut);
console.log(`Chunks: ${result.chunks.length}, segments: ${result.segments.length}`);
if (values['no-style']) {
  const guess = result.styleGuess;
  console.log(
    guess
      ? `Style guessed: ${guess.style} after ${guess.chunksBefore} chunks, ${guess.decodedAgain} of them decoded twice`
      : 'Style guessed: none (every chunk decoded once with the no-style prompt)',
  );
  // A class must never be judged a talk (text/judged-style.ts): this class's group is not always guessed.
  console.log(`Judged as: ${result.judgedStyle ?? 'a class (no style judged)'}`);
}
// CPU time of all threads of this process: on an otherwise idle machine, wall time ≈ CPU time / cores.
console.log(
  `CPU time ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (all threads); load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && a.end > b.start;
const hits = truth.fillers.filter((f) => result.filledPauses.some((p) => overlaps(p, f))).length;
const falseAlarms = result.filledPauses.filter((p) => !truth.fillers.some((f) => overlaps(p, f))).length;
console.log(`Filled pauses found acoustically: ${hits}/${truth.fillers.length}, false alarms ${falseAlarms}`);
// Spoken fillers (espeak-ng um, uh, umm, uhh) found by either path: written by the recogniser or acoustic.
const recall = fillerRecall(result, truth, 'en');
console.log(
  `Spoken-filler recall: ${recall.found}/${recall.spoken} (${((100 * recall.found) / Math.max(1, recall.spoken)).toFixed(1)} %, ` +
    `${recall.written} written by the recogniser), false fillers ${recall.falseAlarms} ` +
    `(${((recall.falseAlarms * 600) / Math.max(1, duration)).toFixed(1)} per 10 min; target ≤ 1), ` +
    `${result.inventedFillers} written fillers taken out for want of a sound`,
);
console.log(
  `Decodes: ${decodeSummary(result.rawSegments)}; load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const gaps = segmentGapAgreement(result.segments, truth);
const { spanning, tooLong } = segmentsSpanningPauses(result.segments, truth);
console.log(
  `Segment-gap agreement: ${gaps.agreed}/${gaps.pauses} designed pauses ≥ 2 s are a gap between segments within 0.4 s ` +
    `(${((100 * gaps.agreed) / Math.max(1, gaps.pauses)).toFixed(1)} %); segments holding a pause ≥ 1.5 s: ${spanning.length}; ` +
    `longer than 15 s: ${tooLong.length}`,
);
console.log(
  `Silence ratio ${result.metrics.silenceRatio} (truth ${truth.silenceRatio}); avg pause ${result.metrics.avgPauseSec} s ` +
    `(truth ${(pauses.reduce((a, b) => a + b, 0) / pauses.length).toFixed(2)}); max pause ${result.metrics.maxPauseSec} s ` +
    `(truth ${Math.max(...pauses).toFixed(2)}); words ${result.metrics.totalWords} (truth ${truth.wordCount}); ` +
    `filled pauses ${result.metrics.filledPauseCount} (truth ${truth.fillers.length})`,
);
// One voice speaks the whole class: any other-voice turn is a false one.
console.log(
  `Other voices: ${result.metrics.otherSpeech?.turns ?? 0} turns, ${result.metrics.otherSpeech?.seconds ?? 0} s (truth 0: one voice)`,
);
/** How many chunks needed a second or third decode (decode-guards.ts): a cost to watch on English. */
function decodeSummary(segments: typeof result.rawSegments): string {
  const chunks = new Map<string, { attempts: number }>();
  for (const s of segments) if (s.quality) chunks.set(JSON.stringify(s.quality), s.quality);
  const retried = [...chunks.values()].filter((q) => q.attempts > 1).length;
  return `${retried} of ${chunks.size} chunks decoded again`;
}
// The time target is 60 s for a 30-minute class, i.e. a real-time factor of 1/30 at any length.
const timeLimitSec = (duration / 60 / 30) * 60;
const target = totalMs / 1000 <= timeLimitSec && peakRssMb <= 600;
console.log(
  `Target ≤ ${timeLimitSec.toFixed(0)} s and ≤ 600 MB: ${target ? 'met' : 'NOT met'}` +
    ' (CPU shared with other work makes figures pessimistic)',
);
