/**
 * The report-level sentences of local-report.ts (strengths, summary, the not-enough-speech report), for a class and
 * for a talk (isTalk): the same sentence with the group's words. Figures and the phrases the validator reads
 * ("cue density (N per minute", "N% of the class", "큐 밀도(분당 N개", "수업의 N%가 침묵") are the same in both.
 */
import { type CoachContext, isTalk, josa, nouns, num, pct, units } from './context.ts';

export function cueDensityStrength(c: CoachContext): string {
  const talk = isTalk(c);
  const density = num(c.metrics.cuesPerMinute, 1);
  return c.language === 'en'
    ? `Your cue density (${density} per minute) ${talk ? 'gives the audience signposts without crowding the talk' : 'keeps students guided without crowding them'}.`
    : `큐 밀도(분당 ${density}개)가 ${talk ? '발표를 복잡하게 만들지 않으면서 청중에게 충분한 이정표가 됩니다' : '회원을 몰아붙이지 않으면서 충분히 안내합니다'}.`;
}

export function silenceStrength(c: CoachContext): string {
  const n = nouns(c);
  return c.language === 'en'
    ? `Good use of silence: ${pct(c.metrics.silenceRatio)} of the ${n.session}, with no stretch long enough to lose the room.`
    : `침묵을 잘 활용했습니다. ${n.session}의 ${pct(c.metrics.silenceRatio)}가 침묵이었고, ${josa(n.listeners, '을/를')} 놓칠 만큼 긴 구간은 없었습니다.`;
}

/** The summary's closing sentence when every metric is on target: what to work on next. */
export function allOnTargetNext(c: CoachContext): string {
  const talk = isTalk(c);
  return c.language === 'en'
    ? ` Everything measured is on target; the next step is ${talk ? 'how each point is built' : 'the quality of each cue'}.`
    : ` 측정한 모든 지표가 목표 범위 안입니다. 다음 단계는 ${talk ? '요점 하나하나를 어떻게 짜는지' : '큐 하나하나의 질'}입니다.`;
}

export function notEnoughSummary(c: CoachContext): string {
  const talk = isTalk(c);
  return c.language === 'en'
    ? `This ${num(c.durationMin, 1)}-minute recording has ${num(c.metrics.speechSec)} s of recognised speech (${units(c.metrics.totalWords, 'word', 'words')}), not enough to coach. Check the microphone and upload a recording with at least five minutes of ${talk ? 'your talk' : 'teaching'}.`
    : `${num(c.durationMin, 1)}분 녹음에서 인식된 말이 ${num(c.metrics.speechSec)}초(${c.metrics.totalWords}단어)뿐이라 코칭할 수 없습니다. 마이크를 확인하고 5분 이상 ${talk ? '발표하는' : '안내하는'} 녹음을 올려 주세요.`;
}

export function notEnoughCaution(c: CoachContext): string {
  const talk = isTalk(c);
  return c.language === 'en'
    ? `If you did ${talk ? 'speak' : 'teach'} during this recording, the microphone may have been too far away or muted; the transcript is what the report can see.`
    : `녹음 중에 실제로 ${talk ? '발표했다면' : '안내했다면'} 마이크가 너무 멀었거나 음소거였을 수 있습니다. 리포트는 전사된 내용만 볼 수 있습니다.`;
}
