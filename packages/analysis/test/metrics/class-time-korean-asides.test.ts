import { styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { isAside } from '../../src/metrics/class-rhythm.ts';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

// A Korean dance class: the teacher says "제가 먼저 보여 드릴게요" (let me show you first) and dances the phrase while
// the class watches. "제가" ("I") also starts the teacher's errands ("제가 음악 좀 바꿀게요"), and every line with it
// was read as an aside: the phrase shown was dead air, as "let me show you" was in English before it was read as
// showing.
const dance = (third: string, gapAfterThird = 16) => {
  const said = [
    '발은 어깨너비로 벌리고 무릎은 편하게, 박자에 맞춰 바운스합니다.',
    '어깨를 더해서 카운트마다 뒤로 돌려 주세요.',
    third,
    '투 스텝, 오른쪽으로 스텝 모으고 왼쪽으로 스텝 모으세요.',
    '가슴부터 골반까지 바디 롤, 여덟 카운트입니다.',
    '팔을 교차하고 파이브, 식스, 세븐, 에잇에 위로 펀치하세요.',
    '오늘 모두 정말 잘했어요.',
  ];
  let t = 0;
  const lines = said.map((text, i) => {
    const line = { start: t, end: t + 3, text };
    t += 3 + (i === 2 ? gapAfterThird : 16);
    return line;
  });
  return computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(lines, { language: 'ko', style: 'hiphop' }),
    targets: styleTargets('hiphop', 'ko'),
    language: 'ko',
  });
};
const at = 41; // where the third line ends

describe('Korean first-person teaching is not an aside', () => {
  it('reads the phrase danced after "제가 먼저 보여 드릴게요" as the class working, like the other phrases', () => {
    for (const shown of ['제가 먼저 보여 드릴게요.', '제 동작을 잘 보세요.', '저도 같이 할게요.']) {
      const ct = dance(shown);
      expect(ct.stretches.find((s) => s.start === at)?.kind, shown).toBe('working');
      expect(ct.deadAirCount, shown).toBe(0);
    }
  });

  it("keeps the teacher's errands, and showing cut short by one, as asides: their silence is dead air", () => {
    for (const errand of [
      '제가 음악 좀 바꿀게요.',
      '제가 보여 드릴게요, 잠깐만요, 음악이 끊겼네요.',
      '저는 잠시 매트를 정리할게요.',
    ]) {
      expect(dance(errand).stretches.find((s) => s.start === at)?.kind, errand).toBe('dead_air');
    }
    // A demonstration far longer than the class's phrases is still the teacher's stop.
    expect(dance('제가 먼저 보여 드릴게요.', 40).longestDeadAirSec).toBe(40);
  });

  it('reads counting for the class and "hold a little longer" as teaching', () => {
    for (const cue of ['제가 셀게요.', '제가 시범을 보일게요.', '잠깐만 더 버티세요.'])
      expect(isAside(cue, 'ko'), cue).toBe(false);
    for (const own of ['잠깐만요.', '제가 물 좀 마실게요.', '죄송합니다.']) expect(isAside(own, 'ko'), own).toBe(true);
  });
});
