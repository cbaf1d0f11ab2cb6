/**
 * The report-level sentences of local-report.ts (strengths, summary, the not-enough-speech report) that speak of
 * students and a class, said of a talk. Figures and the phrases the validator reads ("cue density (N per minute",
 * "N% of the talk", "큐 밀도(분당 N개", "발표의 N%가 침묵") stay as the class wording has them.
 */
import { type Bilingual, type CoachContext, num, pct, units } from './context.ts';

interface TalkTexts {
  cueDensityStrength: (c: CoachContext) => string;
  silenceStrength: (c: CoachContext) => string;
  allOnTargetNext: string;
  notEnoughSummary: (c: CoachContext) => string;
  notEnoughCaution: string;
}

export const talkTexts: Bilingual<TalkTexts> = {
  en: {
    cueDensityStrength: (c) =>
      `Your cue density (${num(c.metrics.cuesPerMinute, 1)} per minute) gives the audience signposts without crowding the talk.`,
    silenceStrength: (c) =>
      `Good use of silence: ${pct(c.metrics.silenceRatio)} of the talk, with no stretch long enough to lose the room.`,
    allOnTargetNext: ' Everything measured is on target; the next step is how each point is built.',
    notEnoughSummary: (c) =>
      `This ${num(c.durationMin, 1)}-minute recording has ${num(c.metrics.speechSec)} s of recognised speech (${units(c.metrics.totalWords, 'word', 'words')}), not enough to coach. Check the microphone and upload a recording with at least five minutes of your talk.`,
    notEnoughCaution:
      'If you did speak during this recording, the microphone may have been too far away or muted; the transcript is what the report can see.',
  },
  ko: {
    cueDensityStrength: (c) =>
      `큐 밀도(분당 ${num(c.metrics.cuesPerMinute, 1)}개)가 발표를 복잡하게 만들지 않으면서 청중에게 충분한 이정표가 됩니다.`,
    silenceStrength: (c) =>
      `침묵을 잘 활용했습니다. 발표의 ${pct(c.metrics.silenceRatio)}가 침묵이었고, 청중을 놓칠 만큼 긴 구간은 없었습니다.`,
    allOnTargetNext: ' 측정한 모든 지표가 목표 범위 안입니다. 다음 단계는 요점 하나하나를 어떻게 짜는지입니다.',
    notEnoughSummary: (c) =>
      `${num(c.durationMin, 1)}분 녹음에서 인식된 말이 ${num(c.metrics.speechSec)}초(${c.metrics.totalWords}단어)뿐이라 코칭할 수 없습니다. 마이크를 확인하고 5분 이상 발표하는 녹음을 올려 주세요.`,
    notEnoughCaution:
      '녹음 중에 실제로 발표했다면 마이크가 너무 멀었거나 음소거였을 수 있습니다. 리포트는 전사된 내용만 볼 수 있습니다.',
  },
};
