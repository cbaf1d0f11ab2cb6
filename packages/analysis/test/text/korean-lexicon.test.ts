import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

const lexicon = defaultLexicon('ko');
/** Lexicon vocabulary hits (whether or not the utterance is a cue; cue counting is tested in cues.test.ts). */
const marks = (text: string, style?: Parameters<typeof processTranscript>[1]['style']) => {
  const result = processTranscript([{ start: 0, end: 5, text }], { language: 'ko', lexicon, style });
  return {
    fillers: result.segments[0]!.fillers.map((f) => text.slice(f.start, f.end)),
    cues: result.cueHits.map((c) => `${c.cueCategory}:${text.slice(c.start, c.end)}`),
  };
};

describe('Korean fillers', () => {
  it('counts 음/어/아 only as whole eojeol, never inside 음악 or 어깨', () => {
    expect(marks('음, 음악 소리를 줄이고 어깨를 펴세요').fillers).toEqual(['음']);
    expect(marks('어 어깨가 아프면 아래로 내려요').fillers).toEqual(['어']);
    expect(marks('으음... 어어 아 네').fillers).toEqual(['으음', '어어', '아']);
  });

  it('treats 그/저 as fillers only when standing alone before a pause or another hesitation', () => {
    expect(marks('그 자세에서 저 벽을 보세요').fillers).toEqual([]);
    expect(marks('그, 그러니까 오른발을').fillers).toEqual(['그', '그러니까']);
    expect(marks('저 저기 뒤쪽 분들').fillers).toEqual(['저']);
    expect(marks('그 그 자세 그대로').fillers).toEqual(['그']);
    expect(marks('그 그림을 보시면').fillers).toEqual([]);
    expect(marks('이렇게 하면 되는데 그').fillers).toEqual(['그']);
  });

  it('counts 좀 as a softener but not in 좀 더 / 좀 덜', () => {
    expect(marks('좀 더 깊게 숙이고 좀 편하게 쉬세요').fillers).toEqual(['좀']);
  });

  it('ignores recogniser annotations such as [음악] and (웃음)', () => {
    const result = processTranscript([{ start: 0, end: 3, text: '[음악] 음, (웃음) 호흡하세요' }], {
      language: 'ko',
      lexicon,
    });
    expect(result.words.map((w) => w.text)).toEqual(['음', '호흡하세요']);
    expect(result.fillerHits.map((h) => [h.term, h.start])).toEqual([['음', 5]]);
    expect(result.syllableCount).toBe(6);
  });

  it('counts habitual words only as the whole eojeol', () => {
    expect(marks('이제 뭐 그냥 막 약간 올리시면 돼요').fillers).toEqual(['이제', '뭐', '그냥', '막', '약간']);
    expect(marks('이제는 뭐가 막대를 그냥요').fillers).toEqual([]);
  });
});

describe('Korean cues', () => {
  it('matches cue stems with particles and endings, and counts a phrase once', () => {
    expect(marks('숨을 들이마시면서 척추를 길게 늘려 주세요').cues).toEqual([
      'breathing:숨을 들이마시면서',
      'alignment:척추를',
      'alignment:길게',
      'alignment:늘려',
    ]);
  });

  it('counts "숨을 (adverb) breathe" as one breathing cue, and 쉬세요 as rest', () => {
    expect(marks('숨을 깊게 들이마시고 숨을 참았다가 편안하게 쉬세요').cues).toEqual([
      'breathing:숨을 깊게 들이마시고',
      'breathing:숨을 참았다가',
      'transition:쉬세요',
    ]);
  });

  it('recognises polite verb forms whose last syllable merges (당깁니다, 넘어갑니다)', () => {
    expect(marks('배꼽을 당깁니다. 다음 동작으로 넘어갑니다').cues).toEqual([
      'alignment:배꼽을',
      'alignment:당깁니다',
      'transition:다음',
      'transition:넘어갑니다',
    ]);
  });

  it('prefers the more specific term on the same span (오른쪽 over 오른, 내려오 over 내려)', () => {
    const result = processTranscript([{ start: 0, end: 3, text: '오른쪽으로 천천히 내려오세요' }], {
      language: 'ko',
      lexicon,
    });
    expect(result.cueHits.map((h) => [h.term, h.cueCategory])).toEqual([
      ['오른쪽', 'directional'],
      ['내려오', 'transition'],
    ]);
  });

  it('uses group-specific counts only for that group', () => {
    expect(marks('셋, 둘, 하나 시작!', 'hiit').cues).toEqual(['transition:셋, 둘, 하나', 'transition:시작']);
    expect(marks('셋, 둘, 하나 시작!', 'hatha').cues).toEqual(['transition:시작']);
  });
});

describe('a Korean class transcript', () => {
  const segments = [
    { start: 0, end: 6, text: '음, 자 이제 매트 앞쪽에 서서 숨을 들이마십니다.' },
    { start: 7, end: 12, text: '내쉬면서 어깨를 내리고, 그 상태로 골반을 정면으로 맞춰요.' },
    { start: 14, end: 20, text: '어 좀 더 깊게, 오른발을 뒤로 보내고 그냥 편하게, 편하게 호흡하세요.' },
  ];
  const result = processTranscript(segments, { language: 'ko', lexicon });

  it('counts eojeol, unique eojeol and syllables', () => {
    expect(result.words).toHaveLength(8 + 8 + 11);
    expect(result.uniqueWordCount).toBe(26); // 편하게 twice
    // 1+1+2+2+3+2+2+6, 4+3+3+1+3+3+4+3, 1+1+1+2+4+2+3+2+3+3+5
    expect(result.syllableCount).toBe(19 + 24 + 27);
  });

  it('counts every filler and cue exactly', () => {
    expect(result.fillerHits.map((h) => h.term)).toEqual(['음', '이제', '어', '그냥']);
    const byCategory = (category: string) =>
      result.cueHits.filter((h) => h.cueCategory === category).map((h) => h.term);
    expect(byCategory('breathing')).toEqual(['숨 (쉬기·마시기·내쉬기)', '내쉬', '호흡']);
    expect(byCategory('alignment')).toEqual(['어깨를 내리', '골반']);
    expect(byCategory('directional')).toEqual(['앞쪽', '정면', '오른', '뒤로']);
    expect(byCategory('transition')).toEqual([]);
  });

  it('places words in time inside their segment', () => {
    const last = result.words.at(-1)!;
    expect(last.segmentIndex).toBe(2);
    expect(last.start).toBeGreaterThan(14);
    expect(last.end).toBeLessThanOrEqual(20);
  });
});
