import { defaultLexicon } from './src/lexicon/index.ts';
import { analyzeFile } from './src/pipeline.ts';
import { processTranscript } from './src/text/index.ts';
import { bodyCuesPer100Words } from './src/text/judged-style.ts';
import { configFor } from './test/helpers/fixtures.ts';
import { speakClass } from './test/helpers/spoken-class.ts';
import { fillerClasses, heldOutFillerClasses, fluentClasses } from './test/helpers/filler-scenarios.ts';
import { probeClasses } from './scripts/probe-scripts.ts';
const cases: [string, any][] = [
  ['phone', fillerClasses.phone], ['ho-wmd-phone', heldOutFillerClasses['ho-wmd-phone']], ['ho-loud-0', heldOutFillerClasses['ho-loud-0']],
  ['fluent-phone', fluentClasses['fluent-phone']], ['ho-spin-m5-fast', heldOutFillerClasses['ho-spin-m5-fast']],
  ...probeClasses.map((p) => [`probe-${p.name}-phone`, { voice: p.script.voice, rate: p.script.rate, phone: true, items: p.script.items.filter((i: any) => !('filler' in i)) }] as [string, any]),
];
for (const [name, s] of cases) {
  if (!s) { console.log('missing', name); continue; }
  const script = { ...s, items: [...s.items, { gap: 1 }, ...s.items] };
  const { file } = speakClass(`js-${name}`, script);
  const r = await analyzeFile(file, { language: 'en', transcriber: configFor('local') });
  const t = processTranscript(r.segments.filter((x) => x.speaker !== 'other').map((x) => ({ start: x.start, end: x.end, text: x.text })), { language: 'en', lexicon: defaultLexicon('en'), style: null });
  console.log(name.padEnd(28), 'words', t.words.length, 'body/100', bodyCuesPer100Words(t).toFixed(1), 'guess', r.styleGuess?.style ?? '-', 'judged', r.judgedStyle ?? '-');
}
