import { describe, expect, it } from 'vitest';
import { detectedKinds } from '../../../src/text/cues/evaluate.ts';
import { processTranscript } from '../../../src/text/process-transcript.ts';

describe('a Korean ballet barre', () => {
  // Korean teachers call the barre by naming the step in transliteration, in the spellings recognisers write
  // ("탄듀 / 땅뒤", "롱드잠 / 롱 드 잠", "를르베 / 렐르베"); before, none of these lines was a cue.
  it('reads each step the teacher names as an instruction, whatever the spelling', () => {
    const barre = processTranscript(
      [
        { start: 0, end: 3, text: '드미 플리에, 그랑 플리에.' },
        { start: 30, end: 33, text: '땅뒤 앞으로, 옆으로, 뒤로.' },
        { start: 60, end: 62, text: '롱 드 잠 앙드오르.' },
        { start: 90, end: 92, text: '프라페 알라스공드, 5번으로 닫아요.' },
        { start: 120, end: 122, text: '그랑 바뜨망.' },
        { start: 150, end: 152, text: '렐르베.' },
      ],
      { language: 'ko', style: 'ballet' },
    );
    expect(barre.segments.map((s) => (s.cueUtterances ?? []).length)).toEqual([2, 1, 1, 1, 1, 1]);
    expect(barre.segments[0]!.cueUtterances!.map((c) => c.kinds)).toEqual([['transition'], ['transition']]);
    expect(barre.segments[1]!.cueUtterances!.map((c) => c.kinds)).toEqual([['directional']]);
    expect(barre.segments[2]!.cueUtterances!.map((c) => c.kinds)).toEqual([['directional']]);
  });

  it('does not read talk about ballet as an instruction', () => {
    for (const text of ['플리에가 정말 좋았어요.', '어제 제 파세가 많이 흔들렸어요.', '예뻐요, 지수 씨.']) {
      expect(detectedKinds(text, 'ko', 'ballet'), text).toEqual([]);
    }
  });
});
