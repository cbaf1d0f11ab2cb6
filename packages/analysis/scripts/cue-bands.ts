// `node scripts/cue-bands.ts [--voices a,b] [--rates 150,175,200]`: instructions a minute (cue density, docs/metrics.md
// "Cues") of well-taught classes per style, to set the cue bands on. Each class is rendered by espeak-ng at several
// voices and speeds (only the timing is used: the true words are counted, so this is the script's own density, the
// figure a recogniser's copies scatter around), over the class as the metric measures it (first voice to last).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Style, styleTargets } from '@cuecoach/contracts';
import { processTranscript } from '../src/text/process-transcript.ts';
import { hiit, pilatesMat, yin } from '../test/helpers/generated-classes.ts';
import { lateJazzHeldOut } from '../test/helpers/late-style-classes.ts';
import { balletClass, hiitClass, matPilatesClass, reformerClass, vinyasaFlow } from '../test/helpers/style-classes.ts';
import { functionalHeldOut, kettlebellSets, matWorking } from '../test/helpers/verdict-classes.ts';
import { type BandClass, bandClasses } from './cue-band-classes.ts';
import { renderScript } from './synth.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return (i > 0 ? process.argv[i + 1]! : fallback).split(',');
};
const voices = arg('--voices', 'en-us,en+m3,en-us+f2');
const rates = arg('--rates', '150,175,200').map(Number);

const fromStyled = (c: {
  name: string;
  style: Style;
  script: { items: ({ say: string } | { gap: number } | object)[] };
}): BandClass => ({
  name: c.name,
  style: c.style,
  items: c.script.items.filter((i): i is { say: string } | { gap: number } => 'say' in i || 'gap' in i),
});
const fromGenerated = (c: { name: string; style: Style; lines: ({ say: string } | { gap: number })[] }): BandClass => ({
  name: c.name,
  style: c.style,
  items: c.lines.map((l) => ('say' in l ? { say: l.say } : { gap: l.gap })),
});
const fixtureSample: BandClass = {
  name: 'sample-en-class',
  style: 'vinyasa',
  items: [
    ...[
      ['Welcome to our morning flow class', 0.5],
      ['Come to the top of your mat and stand tall', 0.7],
      ['Take a deep breath in through your nose', 1.6],
      ['Now exhale and let your shoulders soften', 0.6],
      ['Basically we will move slowly today', 2.2],
      ['Step your right foot forward into a low lunge', 0.45],
      ['Keep your knee over your ankle', 3.8],
      ['Inhale and reach your arms up to the sky', 0.8],
      ['Actually you can rest your back knee on the mat', 6.5],
      ['Now exhale and bring your hands down to the floor', 0.5],
      ['Press back into downward facing dog', 1.3],
      ['Pedal your feet and breathe out slowly', 0.6],
      ['Move to the front of the mat for a forward fold', 2.6],
      ['Slowly roll up to standing one bone at a time', 0.5],
    ].flatMap(([say, gap]) => [{ say: say as string }, { gap: gap as number }]),
    { say: 'Thank you for practicing with me today' },
  ],
};
const classes: BandClass[] = [
  fixtureSample,
  ...bandClasses,
  ...[vinyasaFlow, matPilatesClass, reformerClass, hiitClass, balletClass, lateJazzHeldOut].map(fromStyled),
  ...[pilatesMat, hiit, yin, matWorking, kettlebellSets, functionalHeldOut].map(fromGenerated),
];

const tmp = mkdtempSync(join(tmpdir(), 'band-cues-'));
const byStyle = new Map<string, number[]>();
for (const c of classes) {
  const figures: number[] = [];
  for (const voice of voices)
    for (const rate of rates) {
      const fx = renderScript({ voice, rate, lead: 0.5, tail: 0.5, items: c.items }, tmp, `${c.name}-${voice}-${rate}`);
      const lines = fx.truth.sentences.map(({ start, end, text }) => ({ start, end, text }));
      const t = processTranscript(lines, { language: 'en', style: c.style });
      const span = lines.at(-1)!.end - lines[0]!.start;
      figures.push((60 * t.cues.length) / span);
      if (voice === voices[0] && rate === rates[0])
        process.stdout.write(`${c.name} (${c.style}, ${t.cues.length} instructions): `);
    }
  const band = styleTargets(c.style).cuesPerMinute;
  const lo = Math.min(...figures);
  const hi = Math.max(...figures);
  console.log(`${lo.toFixed(1)}–${hi.toFixed(1)} a minute (band ${band.min}–${band.max})`);
  byStyle.set(c.style, [...(byStyle.get(c.style) ?? []), ...figures]);
}
for (const [style, f] of byStyle) {
  const s = [...f].sort((a, b) => a - b);
  console.log(
    `${style}: ${s.length} renders, ${s[0]!.toFixed(1)}–${s.at(-1)!.toFixed(1)}, median ${s[Math.floor(s.length / 2)]!.toFixed(1)}`,
  );
}
rmSync(tmp, { recursive: true, force: true });
