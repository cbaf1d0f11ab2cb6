import type { CoachingReport } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { buildClass, type ClassScript } from '../helpers/class-builder.ts';
import { fewBreathEn } from '../helpers/class-scripts.ts';

// A kettlebell class uploaded without a style (rendered and analysed end to end, 28 Nov) was coached as yoga: its
// biggest opportunity "Anchor your cues to the breath", with "Inhale, reach both arms up … Exhale, fold forward
// from your hips" as the script to practise. Without a style the report coaches as the group the instructor's own
// words name, and does not ask a class that names none to cue the breath.
const kettlebell = (language: 'en' | 'ko', lines: string[]): ClassScript => ({
  language,
  articulationWpm: 190,
  gapSec: 2,
  repeat: 4,
  lines: lines.map((text) => ({ text })),
});

const kettlebellEn = kettlebell('en', [
  'Swing the bell back between your legs.',
  'Drive your hips forward and stand tall.',
  'Let the bell float to chest height.',
  'Go, thirty seconds of swings.',
  'Set the bell down and shake it out.',
  'Press it overhead with a straight arm.',
  'Twenty seconds, go.',
  'Good work, rest for a minute.',
]);
const kettlebellKo = kettlebell('ko', [
  '벨을 다리 사이로 뒤로 보냅니다.',
  '엉덩이를 앞으로 밀고 곧게 섭니다.',
  '벨이 가슴 높이까지 뜨게 둡니다.',
  '시작, 30초 스윙입니다.',
  '벨을 내려놓고 털어 줍니다.',
  '팔을 곧게 펴서 머리 위로 밀어 올립니다.',
  '20초, 시작.',
  '잘했어요, 1분 쉬세요.',
]);

async function report(script: ClassScript, reportLanguage?: 'en' | 'ko'): Promise<CoachingReport> {
  const input = buildClass(script);
  if (reportLanguage) input.reportLanguage = reportLanguage;
  const { report } = await generateFeedback(input, { mode: 'local', now: () => new Date('2026-11-28T08:00:00Z') });
  return report;
}

describe('a class uploaded without a style', () => {
  for (const [name, script] of [
    ['English', kettlebellEn],
    ['Korean', kettlebellKo],
  ] as const) {
    for (const reader of ['en', 'ko'] as const) {
      it(`that names no movement group is not told to cue the breath (${name} class, ${reader} report)`, async () => {
        const r = await report(script, reader);
        expect(r.focusAreas.map((f) => f.key)).not.toContain('few_breath_cues');
        expect(r.nextSessionTargets.map((t) => t.metric)).not.toContain('cueCounts.breathing');
        const text = JSON.stringify(r);
        expect(text).not.toMatch(/fold forward from your hips|골반에서부터 앞으로 숙입니다/);
        expect(r.summary).toMatch(/general class|일반 수업/);
      });
    }
  }

  it('that names its group is coached as that group, and still called a general class', async () => {
    const { style: _style, ...pilatesWithoutStyle } = fewBreathEn;
    const lines = [
      { text: 'Welcome to pilates, set up on your mat for the hundred and the roll up.' },
      ...pilatesWithoutStyle.lines,
    ];
    const r = await report({ ...pilatesWithoutStyle, lines });
    expect(r.focusAreas[0]?.key).toBe('few_breath_cues');
    expect(JSON.stringify(r.drills)).toMatch(/draw your navel toward your spine/);
    expect(r.summary).toMatch(/general class/);
  });
});
