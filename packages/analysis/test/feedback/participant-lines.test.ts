import type { CoachingReport } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { readsAsParticipant } from '../../src/feedback/participant-lines.ts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { buildClass } from '../helpers/class-builder.ts';

// A student's question the speaker separation missed stays in the instructor's lines (a close voice, a question
// under music). The report must still never quote it back to the instructor as their own words.
const fixedNow = () => new Date('2026-11-27T06:00:00.000Z');

function quotesOf(r: CoachingReport): string[] {
  return [
    ...r.classEdits.flatMap((e) => [e.before, e.after]),
    ...r.cueRewrites.flatMap((c) => [c.before, c.after]),
    ...r.strengths.flatMap((s) => Object.values(s).filter((v): v is string => typeof v === 'string')),
    ...r.focusAreas.flatMap((f) => Object.values(f).filter((v): v is string => typeof v === 'string')),
  ];
}

describe('lines that read as a participant speaking to the instructor', () => {
  it.each([
    ['en', 'Umm, sorry, should I feel this in my lower back?'],
    ['en', 'Is it okay if I keep my knees bent?'],
    ['en', 'Excuse me, how do I get my heel down?'],
    ['en', 'Sorry, my wrist hurts when I do this.'],
    ['ko', '선생님, 이렇게 하는 거 맞나요?'],
    ['ko', '저는 무릎이 아픈데 어떻게 해야 하나요?'],
    ['ko', '이렇게 해도 되나요?'],
    ['en', 'Could you show that again please?'],
    ['en', 'Wait, should my back foot be turned out or pointing straight ahead?'],
    ['en', 'My arms are really shaking now.'],
    ['en', 'I feel a bit dizzy.'],
    ['en', 'I did not see where the hands go.'],
    ['ko', '질문이 있는데요, 다리는 어디에 둬요?'],
    ['ko', '팔이 너무 떨려요.'],
    ['ko', '잘 안 보여요.'],
  ] as const)('%s: "%s" is a participant\'s', (language, text) => {
    expect(readsAsParticipant(text, language)).toBe(true);
  });

  it.each([
    ['en', 'Can you feel the stretch along the back of your leg?'],
    ['en', 'If your wrist hurts, come down onto your forearms.'],
    ['en', 'Inhale, and I want you to lift your chest.'],
    ['en', 'Should your knee hurt, bend it a little more.'],
    ['en', 'So, how do we find length here? Exhale and reach forward.'],
    ['ko', '다들 괜찮으세요? 숨을 천천히 내쉬세요.'],
    ['ko', '제가 먼저 시범을 보여드릴게요.'],
    ['ko', '선생님들, 오늘은 큐잉을 연습해 볼게요.'],
    ['ko', '손이 바닥에 닿나요? 닿지 않으면 블록을 쓰세요.'],
    ['en', 'How long do we hold? Five breaths.'],
    ['en', 'If you feel dizzy, come down to child pose.'],
    ['en', 'Shake your arms out, let them hang.'],
    ['ko', '안 되면 무릎을 내려놓으세요.'],
    ['ko', '손이 안 닿으면 블록을 쓰세요.'],
  ] as const)('%s: "%s" is the instructor\'s', (language, text) => {
    expect(readsAsParticipant(text, language)).toBe(false);
  });

  it("a missed student's question full of fillers is not quoted in the report", async () => {
    const question = 'Umm, sorry, uh, should I, um, feel this, like, uh, in my lower back?';
    const input: FeedbackInput = buildClass({
      language: 'en',
      style: 'mat',
      articulationWpm: 150,
      gapSec: 2.5,
      repeat: 3,
      lines: [
        { text: 'Lie on your back with your knees bent and your feet flat on the mat.' },
        { text: 'Inhale to prepare, exhale and curl your head and shoulders up.' },
        { text: question },
        { text: 'Yes, you should feel your abdominals working, keep your lower back heavy on the mat.' },
        { text: 'Um, so, uh, lower down slowly, and, um, rest for a moment.' },
      ],
    });
    const { report } = await generateFeedback(input, { mode: 'local', now: fixedNow });
    const quotes = quotesOf(report).join('\n');
    expect(quotes).not.toMatch(/should I/i);
    expect(quotes).not.toMatch(/lower back\?/);
  });
});
