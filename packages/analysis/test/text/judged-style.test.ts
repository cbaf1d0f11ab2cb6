import { readFileSync } from 'node:fs';
import { type AnalysisLanguage, groupOfStyle, type Style } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { probeClasses } from '../../scripts/probe-scripts.ts';
import { matClass } from '../../scripts/recordings.ts';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { processTranscript } from '../../src/text/index.ts';
import { judgedStyle } from '../../src/text/judged-style.ts';
import * as classScripts from '../helpers/class-scripts.ts';
import { fillerClasses, fluentClasses, heldOutFillerClasses } from '../helpers/filler-scenarios.ts';
import { talks } from '../helpers/talks.ts';

// A recording without a style is judged from what was said: a talk as a presentation, a class stays a class.

/** The lines as a transcript read without a style, repeated until the speech is at least `minWords` long. */
function heard(lines: string[], language: AnalysisLanguage, minWords = 0) {
  const words = lines.join(' ').split(/\s+/).length;
  const all = Array.from({ length: Math.max(1, Math.ceil(minWords / words)) }, () => lines).flat();
  const raw = all.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text }));
  return processTranscript(raw, { language, lexicon: defaultLexicon(language), style: null });
}

function labelledByGroup(language: AnalysisLanguage): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const line of readFileSync(new URL(`../../test-data/cues/${language}.jsonl`, import.meta.url), 'utf8')
    .trim()
    .split('\n')) {
    const { text, style } = JSON.parse(line) as { text: string; style: Style };
    const group = groupOfStyle(style);
    groups.set(group, [...(groups.get(group) ?? []), text]);
  }
  return groups;
}

const sayLines = (items: readonly object[]) => items.flatMap((i) => ('say' in i ? [String(i.say)] : []));
type Script = [name: string, language: AnalysisLanguage, lines: string[]];
const classes: Script[] = [
  ...[...labelledByGroup('en'), ...labelledByGroup('ko')]
    .filter(([group]) => group !== 'presentation')
    .map(([group, lines]): Script => [`labelled ${group}`, /[가-힣]/.test(lines[0]!) ? 'ko' : 'en', lines]),
  ...Object.entries(classScripts).map(([name, s]): Script => [name, s.language, s.lines.map((l) => l.text)]),
  ...Object.entries({ ...fillerClasses, ...fluentClasses, ...heldOutFillerClasses }).map(
    ([name, s]): Script => [name, s.voice.startsWith('ko') ? 'ko' : 'en', sayLines(s.items)],
  ),
  ...probeClasses.map((p): Script => [p.name, 'en', sayLines(p.script.items)]),
  ['mat class', 'en', sayLines(matClass.items)],
];

describe('a recording without a style, judged from what was said', () => {
  it.each(talks.map((t) => [t.name, t] as const))('the talk "%s" is judged a presentation', (_, talk) => {
    expect(judgedStyle(heard(talk.lines, talk.language, 200), false)).toBe('business');
  });

  it.each(['en', 'ko'] as const)('the labelled presentation sentences (%s) are a presentation', (language) => {
    const lines = labelledByGroup(language).get('presentation')!;
    expect(judgedStyle(heard(lines, language, 200), false)).toBe('business');
  });

  it.each(classes)('the class "%s" (%s) stays a class', (_, language, lines) => {
    expect(judgedStyle(heard(lines, language, 200), false)).toBeNull();
  });

  it('a talk too short to tell from the quiet start of a class is not judged', () => {
    const talk = talks.find((t) => t.language === 'en')!;
    expect(judgedStyle(heard(talk.lines.slice(0, 6), 'en'), false)).toBeNull();
  });

  it("a talk whose terms pointed the recogniser to a movement group is a class's talk", () => {
    const talk = talks.find((t) => t.language === 'en')!;
    expect(judgedStyle(heard(talk.lines, 'en', 200), true)).toBeNull();
  });
});
