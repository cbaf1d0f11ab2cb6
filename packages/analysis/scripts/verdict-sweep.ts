/**
 * One class, one verdict: renders the sweep classes (scripts/sweep-classes.ts) with espeak-ng and their music beds,
 * makes the copies instructors upload (mp3, mp4, 8 kHz telephone wav, phone m4a; scripts/containers.ts), analyses
 * each with the real pipeline and recogniser, and prints per copy the score, level, working / hold / dead-air
 * seconds, cue density and what is off target, and per class the spread. Analyses are cached as JSON, and every
 * run judges them again with the current text and class-time code (the metrics from the analysis's own inputs, as
 * score-invariance.test.ts does), so a change to class-time.ts is measured without the recogniser.
 *
 *   node_modules/.bin/node packages/analysis/scripts/verdict-sweep.ts [--set dev|held|test] [--only name,name]
 *     [--copies 'mp3 (original),telephone wav 8 kHz'] [--dir D] [--lines]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { classRating, type Metrics } from '@cuecoach/contracts';
import { isAnalysisError } from '../src/errors.ts';
import { evidenceOf, offTargetKeys } from '../src/feedback/validate/evidence.ts';
import { ffmpegPath } from '../src/media/binaries.ts';
import { computeMetrics } from '../src/metrics/index.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { otherTurns } from '../src/speakers/attribute.ts';
import { processTranscript } from '../src/text/process-transcript.ts';
import { transcriberConfigFromEnv } from '../src/transcription/config.ts';
import { containerVariants } from './containers.ts';
import { type SweepClass, silenceTruth } from './sweep-class-kit.ts';
import { sweepClasses } from './sweep-classes.ts';
import { makeMusicBed, renderScript } from './synth.ts';

/** The copies that split most: lossy original, video, telephone band, a quiet phone. */
export const sweepCopies = ['mp3 (original)', 'mp4 video', 'telephone wav 8 kHz', 'quiet phone m4a'];

const sox = (args: string[]) => execFileSync('sox', ['-R', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const rms = (file: string) =>
  Number(
    execFileSync('sh', ['-c', 'sox "$1" -n stats 2>&1', 'sh', file], { encoding: 'utf8' }).match(
      /RMS lev dB\s+(-?[\d.]+)/,
    )?.[1] ?? -20,
  );

/** A 90 bpm drum loop (kick, snare, eighth-note hats, a bass note a bar) as long as `seconds`. */
function beatBed(seconds: number, dir: string, name: string): string {
  const f = (part: string) => join(dir, `${name}-${part}.wav`);
  const fmt = ['-r', '16000', '-c', '1', '-b', '16'];
  const beatSec = 60 / 90;
  sox([
    '-n',
    ...fmt,
    f('kick'),
    'synth',
    '0.18',
    'sine',
    '70-40',
    'fade',
    '0',
    '0.18',
    '0.15',
    'pad',
    '0',
    String(beatSec - 0.18),
  ]);
  sox([
    '-n',
    ...fmt,
    f('snare'),
    'synth',
    '0.14',
    'whitenoise',
    'lowpass',
    '5000',
    'fade',
    '0',
    '0.14',
    '0.12',
    'gain',
    '-4',
    'pad',
    '0',
    String(beatSec - 0.14),
  ]);
  sox([
    '-n',
    ...fmt,
    f('hat'),
    'synth',
    '0.04',
    'whitenoise',
    'highpass',
    '7000',
    'gain',
    '-10',
    'pad',
    '0',
    String(beatSec / 2 - 0.04),
  ]);
  sox([f('hat'), f('hat'), f('hats')]);
  sox(['-m', f('kick'), f('hats'), f('b1')]);
  sox(['-m', f('snare'), f('hats'), f('b2')]);
  sox([
    '-n',
    ...fmt,
    f('bass'),
    'synth',
    String(beatSec * 4),
    'sine',
    '55',
    'fade',
    '0',
    String(beatSec * 4),
    '0.5',
    'gain',
    '-8',
  ]);
  sox([f('b1'), f('b2'), f('b1'), f('b2'), f('drums')]);
  sox(['-m', f('drums'), f('bass'), f('bar')]);
  sox([f('bar'), f('bed'), 'repeat', String(Math.ceil(seconds / (beatSec * 4))), 'trim', '0', seconds.toFixed(3)]);
  return f('bed');
}

/** Renders the class (speech, music bed) as an mp3, the original the copies are made from. */
export function renderSweepClass(cls: SweepClass, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const mp3 = join(dir, `${cls.name}.mp3`);
  if (existsSync(mp3)) return mp3;
  const items = cls.lines.map((l) => ('say' in l ? { say: l.say } : { gap: l.gap }));
  const fx = renderScript({ voice: cls.voice, rate: cls.rate, lead: 1.5, tail: 2, items }, dir, cls.name);
  let wav = fx.wavPath;
  if (cls.music?.kind === 'chords') wav = makeMusicBed(fx.wavPath, fx.truth, cls.music.gainDb, dir, cls.name);
  else if (cls.music?.kind === 'beat') {
    const bed = beatBed(fx.durationSec, dir, cls.name);
    const speechDb = rms(fx.wavPath) - 10 * Math.log10(fx.truth.speechSec / fx.truth.durationSec);
    const leveled = join(dir, `${cls.name}-bed-leveled.wav`);
    sox([bed, leveled, 'gain', (speechDb + cls.music.gainDb - rms(bed)).toFixed(2)]);
    wav = join(dir, `${cls.name}-mixed.wav`);
    sox(['-m', fx.wavPath, leveled, wav]);
  }
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-i', wav, '-ac', '1', '-ar', '44100', '-b:a', '128k', mp3]);
  return mp3;
}

/** A copy the analysis refused (a final error: the language gate, speech not made out), with its code. */
export type Refusal = { refused: string };
export const isRefusal = (r: AnalysisResult | Refusal): r is Refusal => 'refused' in r;

/** The class's copies, each analysed once (cached as JSON beside it, a refusal as its code). */
export async function analyseCopies(
  cls: SweepClass,
  dir: string,
  names: string[] = sweepCopies,
): Promise<Map<string, AnalysisResult | Refusal>> {
  const classDir = join(dir, cls.name);
  const mp3 = renderSweepClass(cls, classDir);
  const out = new Map<string, AnalysisResult | Refusal>();
  for (const v of containerVariants(mp3, classDir, 0).filter((v) => names.includes(v.name))) {
    const cache = join(classDir, `${v.name.replace(/[^\w]+/g, '-')}.analysis.json`);
    if (!existsSync(cache)) {
      const started = Date.now();
      const r: AnalysisResult | Refusal = await analyzeFile(v.file, {
        language: 'en',
        style: cls.style,
        transcriber: transcriberConfigFromEnv({ TRANSCRIBER: 'local' }),
      }).catch((error: unknown) => {
        // A refusal is a verdict too (one copy refused where the others complete is a split): kept, not fatal.
        if (isAnalysisError(error) && error.final) return { refused: error.code };
        throw error;
      });
      writeFileSync(cache, JSON.stringify(r));
      console.error(`analysed ${cls.name} ${v.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    out.set(v.name, JSON.parse(readFileSync(cache, 'utf8')) as AnalysisResult | Refusal);
  }
  return out;
}

/** The metrics of an analysis measured again from its own inputs with the current code. */
export function rejudge(r: AnalysisResult, cls: SweepClass): Metrics {
  const lines = r.segments.filter((s) => s.speaker !== 'other').map(({ start, end, text }) => ({ start, end, text }));
  return computeMetrics({
    durationSec: r.metrics.durationSec,
    speechRegions: r.speechRegions,
    transcript: processTranscript(lines, { language: 'en', style: cls.style }),
    filledPauses: r.filledPauses,
    language: 'en',
    style: cls.style,
    otherSpeech: otherTurns(r.speakerTurns),
  });
}

export interface CopyVerdict {
  copy: string;
  score: number | null;
  level: string | null;
  working: number;
  hold: number;
  deadAir: number;
  cuesPerMinute: number;
  off: string[];
}

export function verdictOf(copy: string, r: AnalysisResult, cls: SweepClass): CopyVerdict {
  const m = rejudge(r, cls);
  const rating = classRating(m, cls.style, 'en');
  const s = m.classTime!.seconds;
  const off = offTargetKeys(evidenceOf({ metrics: m, segments: r.segments, language: 'en', style: cls.style }));
  return {
    copy,
    score: rating?.score ?? null,
    level: rating?.level ?? null,
    working: s.working,
    hold: s.hold,
    deadAir: s.dead_air,
    cuesPerMinute: m.cuesPerMinute,
    off: [...off].sort(),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      set: { type: 'string' },
      only: { type: 'string' },
      dir: { type: 'string' },
      lines: { type: 'boolean' },
      // A comma-separated subset of sweepCopies, e.g. 'mp3 (original),telephone wav 8 kHz'.
      copies: { type: 'string' },
    },
  });
  const dir = values.dir ?? '/tmp/deadair-sweep';
  const only = values.only?.split(',');
  const classes = sweepClasses.filter((c) => (!values.set || c.set === values.set) && (!only || only.includes(c.name)));
  const spreads: string[] = [];
  for (const cls of classes) {
    const copies = await analyseCopies(cls, dir, values.copies?.split(',') ?? sweepCopies);
    const t = silenceTruth(cls);
    console.log(
      `\n${cls.name} (${cls.set}, ${cls.style}, ${cls.voice} ${cls.rate} wpm${cls.music ? `, ${cls.music.kind} bed` : ''}); truth work ${t.work} hold ${t.hold} dead ${t.dead}`,
    );
    const refused = [...copies].filter((entry): entry is [string, Refusal] => isRefusal(entry[1]));
    for (const [name, r] of refused) console.log(`  ${name.padEnd(22)} refused (${r.refused})`);
    const verdicts = [...copies].flatMap(([name, r]) => (isRefusal(r) ? [] : [verdictOf(name, r, cls)]));
    for (const v of verdicts) {
      console.log(
        `  ${v.copy.padEnd(22)} ${String(v.score).padStart(4)} ${String(v.level).padEnd(12)} work ${v.working.toFixed(1).padStart(6)} hold ${v.hold.toFixed(1).padStart(5)} dead ${v.deadAir.toFixed(1).padStart(5)} cues/min ${v.cuesPerMinute.toFixed(2).padStart(5)} off [${v.off.join(',')}]`,
      );
      if (values.lines) {
        const r = copies.get(v.copy) as AnalysisResult;
        const m = rejudge(r, cls);
        for (const st of m.classTime!.stretches.filter((x) => x.kind !== 'speaking')) {
          const before = r.segments.filter((s) => s.end <= st.start + 0.5).at(-1);
          console.log(
            `      ${st.kind.padEnd(9)} ${st.start.toFixed(1)}–${st.end.toFixed(1)}  after "${before?.text ?? ''}"`,
          );
        }
      }
    }
    const scores = verdicts.map((v) => v.score ?? 0);
    const dead = verdicts.map((v) => v.deadAir);
    const levels = new Set(verdicts.map((v) => v.level));
    const offs = new Set(verdicts.map((v) => v.off.join(',')));
    const line = `${cls.name}: score ${Math.min(...scores)}–${Math.max(...scores)} (spread ${Math.max(...scores) - Math.min(...scores)}), levels ${[...levels].join('/')}, dead air ${Math.min(...dead).toFixed(1)}–${Math.max(...dead).toFixed(1)} s, off-target sets ${offs.size}${refused.length ? `, refused ${refused.length}` : ''}`;
    console.log(`  => ${line}`);
    spreads.push(line);
  }
  console.log(`\nSpreads:\n${spreads.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
