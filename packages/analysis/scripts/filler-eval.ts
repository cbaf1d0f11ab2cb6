#!/usr/bin/env node
/**
 * `node packages/analysis/scripts/filler-eval.ts [--set dev,devFluent,held,heldFluent,sweep] [--only NAME] [--misses]
 * [--out FILE] [--detect PATH]`: the acoustic filled-pause detector alone, as the pipeline runs it (decode, levels,
 * VAD, `detectFilledPauses`), on classes spoken by espeak-ng with known hesitations (spoken-class.ts): recall and false
 * finds per class and per set. Sets: `dev` (the classes of `fillerClasses`, two loud rooms and eight built on 28 Nov
 * under beds 0–4 dB down), `devFluent` (no hesitation), `held` (voices, lines and beds nothing was tuned on: eight
 * built on 28 Nov and the other classes of `heldOutFillerClasses`), `heldFluent`, and `sweep` (six more under beds
 * 0–4 dB down, built to reproduce false finds on lines' opening words). Renders and VAD are cached in
 * `$FILLER_EVAL_CACHE` (default: the temp folder's `filler-eval-cache`), keyed by each class's script, so a run after
 * a change to the detector reads only the detector. `--detect`: another detect.ts to run (an older copy, for a
 * before/after); `--out`: the finds as JSON.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPcmFile } from '../src/media/decode.ts';
import type { TimeRange } from '../src/vad/speech-regions.ts';
import {
  bootcampLines,
  fillerClasses,
  fluent,
  fluentClasses,
  heldOutFillerClasses,
  hesitant,
  kettlebellLines,
  loudBedFluentClasses,
} from '../test/helpers/filler-scenarios.ts';
import {
  fastFillersClass,
  fastTwentyFillersClass,
  loudMusicFillersClass,
  loudMusicYogaClass,
} from '../test/helpers/language-scenarios.ts';
import { speechOfFile } from '../test/helpers/speech-of-file.ts';
import { type SpokenClass, type SpokenTruth, speakClass } from '../test/helpers/spoken-class.ts';

const { values: args } = parseArgs({
  options: {
    set: { type: 'string', default: 'dev,devFluent,held,heldFluent' },
    only: { type: 'string' },
    misses: { type: 'boolean', default: false },
    out: { type: 'string' },
    detect: { type: 'string' },
  },
});
const { detectFilledPauses } = (await import(
  args.detect ? resolve(args.detect) : '../src/filled-pauses/detect.ts'
)) as typeof import('../src/filled-pauses/detect.ts');

const kettlebell = kettlebellLines;
const barre = [
  'Roll your shoulders back and find the barre',
  'Rise onto your toes and lower slowly',
  'Plie down and squeeze your inner thighs',
  'Lift your heels and pulse an inch',
  'Hold the barre lightly with one hand',
  'Lengthen your tailbone toward the floor',
  'Roll down through the spine to stretch',
  'Turn out from the hips not the knees',
  'Melt your shoulders away from your ears',
  'Reach your free arm up and over',
  'Press through the ball of your foot',
  'Lovely, bring your feet together',
];
const bootcamp = bootcampLines;
const rowing = [
  'Sit tall and strap your feet in',
  'Legs first then swing the body back',
  'Pull the handle to your lower ribs',
  'Arms away then hinge and slide forward',
  'Hold the catch for a breath',
  'Row easy for the next minute',
  'Lift the stroke rate to twenty eight',
  'Now drive hard with your legs',
  'Roll forward slowly on the recovery',
  'Keep your grip loose and your wrists flat',
  'One more hard minute to go',
  'Well rowed, let the handle rest',
];
const dance = [
  'March it out and find the beat',
  'Grapevine to the right and clap',
  'Hips left and hips right',
  'Lift your knees and pump your arms',
  'Now step touch and roll your shoulders',
  'Swing your arms across your body',
  'Hold that pose and smile',
  'Low squat and shimmy down',
  'Back up slowly and reach to the sky',
  'Turn around and face the back',
  'Last eight counts so make them big',
  'Wonderful dancing, grab your towel',
];
const openers = [
  'Swing it up to eye level',
  'Roll through your feet and stand',
  'Hold for three more breaths',
  'Lower your arms by your sides',
  'Lift your chest and look up',
  'Reach your arms out wide',
  'Melt down into the floor',
  'Now bend your knees a little',
  'Wrap your arms around your legs',
  'Rock gently side to side',
  'Glide your hands along the mat',
  'Move slowly back to the start',
];
const sp = ['um', 'uh', 'erm', 'uhm', 'umm', 'uhh'];
const sp2 = ['uhh', 'um', 'uhm', 'erm', 'uh', 'umm'];
const rot = (l: string[], n: number) => l.slice(n).concat(l.slice(0, n));

type Def = {
  voice: string;
  rate: number;
  musicDb?: number;
  phone?: boolean;
  lines: string[];
  quiet: number;
  between: number;
  after?: number;
  spellings?: string[];
  offset?: number;
};
const mk = (d: Def): SpokenClass => ({
  voice: d.voice,
  rate: d.rate,
  fillerRate: Math.round(d.rate * 0.55),
  ...(d.musicDb !== undefined ? { musicDb: d.musicDb } : {}),
  ...(d.phone ? { phone: true } : {}),
  items: hesitant(d.lines, {
    quiet: d.quiet,
    between: d.between,
    offset: d.offset ?? 0,
    spellings: d.spellings ?? sp,
    ...(d.after ? { afterEvery: d.after } : {}),
  }),
});
const mkFluent = (d: Def): SpokenClass => ({
  voice: d.voice,
  rate: d.rate,
  ...(d.musicDb !== undefined ? { musicDb: d.musicDb } : {}),
  ...(d.phone ? { phone: true } : {}),
  items: fluent(d.lines, d.between),
});

const devDefs: Record<string, Def> = {
  'dv-kb-m8-1': { voice: 'en-us+m8', rate: 190, musicDb: -1, lines: kettlebell, quiet: 0.3, between: 0.8 },
  'dv-barre-f1-4': {
    voice: 'en-us+f1',
    rate: 200,
    musicDb: -4,
    lines: barre,
    quiet: 0.3,
    between: 0.8,
    after: 2,
    offset: 2,
  },
  'dv-boot-scotm2-0': {
    voice: 'en-gb-scotland+m2',
    rate: 185,
    musicDb: 0,
    lines: rot(bootcamp, 6),
    quiet: 0.3,
    between: 0.9,
    offset: 1,
    spellings: sp2,
  },
  'dv-open-m8-1': { voice: 'en-us+m8', rate: 190, musicDb: -1, lines: openers, quiet: 0.3, between: 0.8 },
  'dv-open-f1-4': {
    voice: 'en-us+f1',
    rate: 200,
    musicDb: -4,
    lines: rot(openers, 4),
    quiet: 0.3,
    between: 0.8,
    after: 2,
    offset: 1,
  },
  'dv-open-scotm2-0': {
    voice: 'en-gb-scotland+m2',
    rate: 185,
    musicDb: 0,
    lines: rot(openers, 8),
    quiet: 0.3,
    between: 0.9,
    offset: 3,
    spellings: sp2,
  },
  'dv-barre-m8-2': {
    voice: 'en-us+m8',
    rate: 195,
    musicDb: -2,
    lines: rot(barre, 6),
    quiet: 0.28,
    between: 0.8,
    offset: 4,
  },
  'dv-kb-m2-3': {
    voice: 'en-us+m2',
    rate: 200,
    musicDb: -3,
    lines: rot(kettlebell, 4),
    quiet: 0.3,
    between: 0.8,
    after: 2,
    offset: 3,
  },
};
const hoDefs: Record<string, Def> = {
  'ho-row-f1-2': { voice: 'en+f1', rate: 200, musicDb: -2, lines: rowing, quiet: 0.3, between: 0.8 },
  'ho-row-029m3-3': {
    voice: 'en-029+m3',
    rate: 190,
    musicDb: -3,
    lines: rot(rowing, 5),
    quiet: 0.32,
    between: 0.9,
    offset: 2,
    spellings: sp2,
  },
  'ho-dance-nycf3-1': {
    voice: 'en-us-nyc+f3',
    rate: 205,
    musicDb: -1,
    lines: dance,
    quiet: 0.28,
    between: 0.8,
    offset: 1,
  },
  'ho-dance-scotf3-4': {
    voice: 'en-gb-scotland+f3',
    rate: 190,
    musicDb: -4,
    lines: rot(dance, 3),
    quiet: 0.3,
    between: 0.9,
    after: 2,
    offset: 4,
    spellings: sp2,
  },
  'ho-row-m5-phone': {
    voice: 'en-us+m5',
    rate: 215,
    phone: true,
    lines: rot(rowing, 8),
    quiet: 0.25,
    between: 0.7,
    offset: 3,
  },
  'ho-dance-rpm4-5': {
    voice: 'en-gb-x-rp+m4',
    rate: 185,
    musicDb: -5,
    lines: rot(dance, 7),
    quiet: 0.35,
    between: 0.9,
    after: 2,
    offset: 5,
  },
  'ho-row-m3-0': {
    voice: 'en+m3',
    rate: 180,
    musicDb: 0,
    lines: rot(rowing, 2),
    quiet: 0.3,
    between: 0.9,
    offset: 4,
    spellings: sp2,
  },
  'ho-dance-m6-8': {
    voice: 'en-us+m6',
    rate: 225,
    musicDb: -8,
    lines: rot(dance, 9),
    quiet: 0.2,
    between: 0.6,
    offset: 2,
  },
};

const sweepDefs: Record<string, Def> = {
  'sw-kb-m8-1-a': {
    voice: 'en-us+m8',
    rate: 175,
    musicDb: -1,
    lines: rot(kettlebell, 6),
    quiet: 0.3,
    between: 0.9,
    offset: 2,
  },
  'sw-kb-m8-1-b': {
    voice: 'en-us+m8',
    rate: 210,
    musicDb: -1,
    lines: rot(kettlebell, 10),
    quiet: 0.3,
    between: 0.7,
    offset: 3,
    spellings: sp2,
  },
  'sw-barre-f1-4-a': {
    voice: 'en-us+f1',
    rate: 185,
    musicDb: -4,
    lines: rot(barre, 6),
    quiet: 0.3,
    between: 0.9,
    after: 2,
    offset: 4,
    spellings: sp2,
  },
  'sw-boot-scotm2-0-a': {
    voice: 'en-gb-scotland+m2',
    rate: 200,
    musicDb: 0,
    lines: rot(bootcamp, 9),
    quiet: 0.3,
    between: 0.8,
    offset: 0,
  },
  'sw-row-scotm2-0': {
    voice: 'en-gb-scotland+m2',
    rate: 190,
    musicDb: 0,
    lines: rot(rowing, 4),
    quiet: 0.3,
    between: 0.9,
    offset: 2,
    spellings: sp2,
  },
  'sw-kb-f1-4': {
    voice: 'en-us+f1',
    rate: 200,
    musicDb: -4,
    lines: kettlebell,
    quiet: 0.3,
    between: 0.8,
    after: 2,
    offset: 0,
  },
};
const sets: Record<string, Record<string, SpokenClass>> = {
  sweep: Object.fromEntries(Object.entries(sweepDefs).map(([k, d]) => [k, mk(d)])),
  dev: {
    ...fillerClasses,
    'lang-fast': fastFillersClass,
    'lang-fast-20': fastTwentyFillersClass,
    'lang-loud-music': loudMusicFillersClass,
    'lang-loud-yoga': loudMusicYogaClass,
    'ho-loud-3': heldOutFillerClasses['ho-loud-3']!,
    'ho-loud-0': heldOutFillerClasses['ho-loud-0']!,
    ...Object.fromEntries(Object.entries(devDefs).map(([k, d]) => [k, mk(d)])),
  },
  devFluent: {
    ...fluentClasses,
    // fluent-m8-1 is dv-kb-m8-1-fluent below.
    ...Object.fromEntries(Object.entries(loudBedFluentClasses).filter(([k]) => k !== 'fluent-m8-1')),
    ...Object.fromEntries(Object.entries(devDefs).map(([k, d]) => [`${k}-fluent`, mkFluent(d)])),
  },
  held: {
    ...Object.fromEntries(Object.entries(hoDefs).map(([k, d]) => [k, mk(d)])),
    ...Object.fromEntries(Object.entries(heldOutFillerClasses).filter(([k]) => k !== 'ho-loud-3' && k !== 'ho-loud-0')),
  },
  heldFluent: Object.fromEntries(Object.entries(hoDefs).map(([k, d]) => [`${k}-fluent`, mkFluent(d)])),
};

const CACHE = process.env.FILLER_EVAL_CACHE ?? join(tmpdir(), 'filler-eval-cache');

/** The class rendered and its speech regions found, once per script (cached). */
async function prepare(name: string, script: SpokenClass) {
  const dir = join(CACHE, name);
  const key = JSON.stringify(script);
  const pcmPath = join(dir, 'pcm.f32');
  if (existsSync(join(dir, 'key.json')) && readFileSync(join(dir, 'key.json'), 'utf8') === key) {
    return {
      pcmPath,
      regions: JSON.parse(readFileSync(join(dir, 'regions.json'), 'utf8')) as TimeRange[],
      truth: JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as SpokenTruth,
    };
  }
  mkdirSync(dir, { recursive: true });
  const { file, truth } = speakClass(name, script);
  const { regions } = await speechOfFile(file, pcmPath);
  writeFileSync(join(dir, 'regions.json'), JSON.stringify(regions));
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(truth));
  writeFileSync(join(dir, 'key.json'), key);
  return { pcmPath, regions, truth };
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && a.end > b.start;
const out: Record<string, { found: TimeRange[]; hits: number; total: number }> = {};
let detectorSec = 0;
for (const setName of (args.set ?? '').split(',')) {
  const classes = sets[setName];
  if (!classes) throw new Error(`no set "${setName}" (${Object.keys(sets).join(', ')})`);
  let hits = 0;
  let total = 0;
  let falseFinds = 0;
  for (const [name, script] of Object.entries(classes)) {
    if (args.only && !name.includes(args.only)) continue;
    const { pcmPath, regions, truth } = await prepare(name, script);
    const pcm = await openPcmFile(pcmPath);
    const t0 = performance.now();
    const found = await detectFilledPauses(pcm, regions);
    detectorSec += (performance.now() - t0) / 1000;
    const heard = truth.fillers.filter((f) => found.some((p) => overlaps(p, f)));
    const falses = found.filter((p) => !truth.fillers.some((f) => overlaps(p, f)));
    hits += heard.length;
    total += truth.fillers.length;
    falseFinds += falses.length;
    const where = (p: TimeRange) => {
      const line = truth.lines.find((l) => p.start < l.end + 0.05 && p.end > l.start - 0.05);
      return `${p.start.toFixed(2)}-${p.end.toFixed(2)} "${line?.text ?? '?'}"`;
    };
    const recall = truth.fillers.length ? `${heard.length}/${truth.fillers.length}` : '-';
    console.log(
      `${setName.padEnd(10)} ${name.padEnd(22)} ${recall} false ${falses.length}${falses.length ? `: ${falses.map(where).join('; ')}` : ''}`,
    );
    const missed = truth.fillers.filter((f) => !found.some((p) => overlaps(p, f)));
    if (args.misses && missed.length)
      console.log(`   missed: ${missed.map((m) => `${m.text}@${m.start.toFixed(2)}`).join(' ')}`);
    out[name] = { found, hits: heard.length, total: truth.fillers.length };
  }
  console.log(`== ${setName}: ${hits}/${total}, false ${falseFinds}`);
}
console.log(`detector ${detectorSec.toFixed(1)} s`);
if (args.out) writeFileSync(args.out, JSON.stringify(out, null, 1));
