/**
 * A cue is an instruction, found from the words: the same class text written with commas, with full stops, with no
 * punctuation at all, and cut into segments differently (three lines a segment, one segment per sentence) must count
 * the same cues within 10 %, in English and Korean. Recognisers punctuate one recording differently from one
 * container to the next (a HIIT class read 9.2 cues a minute as an mp4 and 5.7 as an 8 kHz wav when a cue was a
 * sentence), so the count must not follow the punctuation.
 */
import type { AnalysisLanguage, Style } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { type GeneratedClass, hiit, pilatesKo, pilatesMat, vinyasaDeadAir, yin } from '../helpers/generated-classes.ts';

type Segment = { start: number; end: number; text: string };
type Script = { name: string; language: AnalysisLanguage; style: Style; lines: string[] };

const fromClass = (cls: GeneratedClass): Script => ({
  name: cls.name,
  language: cls.language,
  style: cls.style,
  lines: cls.lines.flatMap((l) => ('say' in l ? [l.say] : [])),
});

/** Run-on instructions joined by commas, as a fast class is spoken and as one recogniser writes it. */
const runOns: Script[] = [
  {
    name: 'hiit run-on',
    language: 'en',
    style: 'hiit',
    lines: [
      'Feet hip width apart, soft knees, chest up, arms by your sides.',
      'First up, jumping jacks, 30 seconds, three, two, one, go.',
      'Ten seconds left, keep breathing, arms all the way up.',
      'And rest, shake it out, grab some water.',
      'Next up, squats, push your hips back, keep your weight in your heels, chest up.',
      'Keep your hips low, do not let your back sag, stay strong.',
      'Last round, burpees, jump back to plank, chest to the floor, jump your feet in and jump up.',
    ],
  },
  {
    name: 'vinyasa run-on',
    language: 'en',
    style: 'vinyasa',
    lines: [
      'Inhale, reach your arms up, exhale, fold forward.',
      'Inhale, halfway lift, long spine, exhale, step back to plank.',
      'Lower halfway, shoulders in line with your elbows, inhale to cobra, exhale to downward dog.',
      'Step your right foot forward, spin your back heel down, rise up into warrior two.',
      'Front knee over the ankle, arms reach long, gaze over your front fingers.',
    ],
  },
  {
    name: 'korean vinyasa run-on',
    language: 'ko',
    style: 'vinyasa',
    lines: [
      '숨을 들이마시며 두 팔을 위로 올리고, 내쉬면서 앞으로 숙이세요.',
      '마시면서 척추를 길게 펴고, 내쉬면서 플랭크로 걸어 나가세요.',
      '무릎 내리고 천천히 내려가세요, 마시면서 코브라, 내쉬면서 다운독.',
      '다섯 호흡 머뭅니다, 뒤꿈치는 바닥 쪽으로, 어깨는 귀에서 멀리.',
      '앞 무릎은 발목 위에, 두 팔은 길게 뻗고, 시선은 앞 손끝에.',
    ],
  },
];

const stops = (line: string) =>
  line.replace(/,\s+(\S)/gu, (_m, c: string) => `. ${c.toUpperCase()}`).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const bare = (line: string) => line.replace(/[^\p{L}\p{N}'\s-]/gu, '').toLowerCase();

/** Each line 4 s long, a second apart; `split` turns a line into the texts of its segments. */
function segments(lines: string[], split: (line: string) => string[]): Segment[] {
  const out: Segment[] = [];
  lines.forEach((line, i) => {
    const parts = split(line);
    parts.forEach((text, j) => {
      const start = i * 5 + (4 * j) / parts.length;
      out.push({ start, end: start + 4 / parts.length, text });
    });
  });
  return out;
}

function grouped(lines: string[], size: number): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < lines.length; i += size) {
    out.push({ start: i * 5, end: i * 5 + size * 5 - 1, text: lines.slice(i, i + size).join(' ') });
  }
  return out;
}

const copies: Record<string, (lines: string[]) => Segment[]> = {
  'commas, a segment a line': (l) => segments(l, (x) => [x]),
  'full stops, a segment a line': (l) => segments(l.map(stops), (x) => [x]),
  'no punctuation, no capitals': (l) => segments(l.map(bare), (x) => [x]),
  'commas, three lines a segment': (l) => grouped(l, 3),
  'full stops, a segment a sentence': (l) => segments(l.map(stops), (x) => x.match(/[^.!?]+[.!?]*/gu) ?? [x]),
  'no punctuation, a segment a sentence': (l) =>
    segments(l.map(stops), (x) => (x.match(/[^.!?]+[.!?]*/gu) ?? [x]).map(bare)),
};

describe('the same words with any punctuation or segmentation count the same cues', () => {
  const scripts = [...[pilatesMat, hiit, yin, vinyasaDeadAir, pilatesKo].map(fromClass), ...runOns];
  for (const script of scripts) {
    it(`${script.name}: cue totals within 10 %`, () => {
      const totals = Object.entries(copies).map(([name, make]) => {
        const t = processTranscript(make(script.lines), { language: script.language, style: script.style });
        return { name, total: t.cues.length };
      });
      const values = totals.map((t) => t.total);
      const detail = totals.map((t) => `${t.name} ${t.total}`).join(', ');
      console.log(`${script.name}: ${detail}`);
      expect(Math.min(...values), detail).toBeGreaterThan(0);
      expect(Math.max(...values) - Math.min(...values), detail).toBeLessThanOrEqual(0.1 * Math.max(...values));
    });
  }
});
