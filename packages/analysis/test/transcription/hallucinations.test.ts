import { describe, expect, it } from 'vitest';
import { dropHallucinations, isKnownHallucination } from '../../src/transcription/hallucinations.ts';

const frameSec = 0.032;
/** Per-frame speech probabilities: `speechy` ranges at 0.95, everything else at `rest`. */
function probabilities(durationSec: number, speechy: { start: number; end: number }[], rest = 0.3): number[] {
  return Array.from({ length: Math.ceil(durationSec / frameSec) }, (_, i) => {
    const t = i * frameSec;
    return speechy.some((r) => t >= r.start && t < r.end) ? 0.95 : rest;
  });
}

describe('known Korean and English hallucination lines', () => {
  it.each([
    '시청해주셔서 감사합니다.',
    '시청 해 주셔서 감사합니다!',
    '지금까지 시청해 주셔서 정말 감사드립니다',
    'MBC 뉴스 이덕영입니다.',
    'MBC 뉴스',
    '구독과 좋아요 부탁드립니다',
    '구독, 좋아요, 알림설정 부탁드려요',
    '다음 영상에서 만나요',
    'Thanks for watching!',
    'Thank you for watching.',
    'Please subscribe to my channel.',
  ])('recognises "%s"', (line) => {
    expect(isKnownHallucination(line)).toBe(true);
  });

  it.each(['감사합니다', '천천히 내쉬세요', 'Thank you, everyone', '좋아요, 잘하고 있어요', 'Watch your knees.'])(
    'keeps the real cue "%s"',
    (line) => {
      expect(isKnownHallucination(line)).toBe(false);
    },
  );
});

describe('dropping hallucinations without acoustic support', () => {
  const speechRegions = [
    { start: 0, end: 4 },
    { start: 20, end: 23 },
  ];

  it('drops a known line placed on music (low speech probability) and keeps the class around it', () => {
    const segments = [
      { start: 0, end: 4, text: '숨을 깊게 들이마시고 내쉬세요.' },
      { start: 10, end: 14, text: '시청해주셔서 감사합니다.' },
      { start: 20, end: 23, text: '어깨를 내려 주세요.' },
    ];
    // 10–14 s is music the VAD let through at modest probability.
    const out = dropHallucinations(segments, {
      speechRegions: [...speechRegions, { start: 10, end: 14 }],
      frameProbabilities: probabilities(30, speechRegions, 0.55),
      frameSec,
    });
    expect(out.segments.map((s) => s.text)).toEqual(['숨을 깊게 들이마시고 내쉬세요.', '어깨를 내려 주세요.']);
    expect(out.dropped).toEqual(['시청해주셔서 감사합니다.']);
  });

  it('drops a known line outside the speech regions even at the end of a real sentence', () => {
    const out = dropHallucinations([{ start: 3, end: 9, text: '내쉬세요. MBC 뉴스 이덕영입니다.' }], {
      speechRegions,
      frameProbabilities: probabilities(30, speechRegions),
      frameSec,
    });
    expect(out.segments).toEqual([{ start: 3, end: 9, text: '내쉬세요.' }]);
    expect(out.dropped).toEqual(['MBC 뉴스 이덕영입니다.']);
  });

  it('keeps the line when it was clearly spoken', () => {
    const segments = [{ start: 20, end: 23, text: 'Thanks for watching!' }];
    const out = dropHallucinations(segments, {
      speechRegions,
      frameProbabilities: probabilities(30, speechRegions),
      frameSec,
    });
    expect(out.segments).toEqual(segments);
    expect(out.dropped).toEqual([]);
  });
});
