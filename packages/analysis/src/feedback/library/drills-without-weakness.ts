/**
 * Drills that answer no weakness: deepening a class or talk that is already on target, and setting up a recording
 * that can be coached when this one had too little speech. The weakness drills are in drills.ts.
 */
import type { Drill } from '@cuecoach/contracts';
import { type Bilingual, type CoachContext, isTalk, josa, nouns } from './context.ts';
import { concreteSamples, sample } from './script-samples.ts';

/** Drill for a strong class or talk (no weakness): deepen cue quality, or signposts and one story per section. */
export const refineDrill: Bilingual<(c: CoachContext) => Drill> = {
  en: (c) => {
    const talk = isTalk(c);
    return {
      name: talk ? 'Signpost and story' : 'Sensation cue layer',
      steps: talk
        ? [
            'List the three sections of your talk.',
            'Write a one-line signpost for each.',
            'Attach one concrete example or story to each section and rehearse the transitions.',
          ]
        : [
            'Pick three key positions of your sequence.',
            'For each, write one sensation or image cue to add once students are settled.',
            'Teach them, leaving a breath of silence after each image.',
          ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: talk
        ? 'Your delivery is solid; signposts and stories are what make a talk memorable.'
        : 'Your mechanics are solid; imagery and signposts are what make a class memorable.',
      successCriteria: talk
        ? 'Every section in your next recording has one signpost and one example, with your current metrics still in range.'
        : 'Every key position (or section) in your next recording has one image or signpost, with your current metrics still in range.',
      practiceMinutes: 10,
    };
  },
  ko: (c) => {
    const talk = isTalk(c);
    return {
      name: talk ? '이정표와 사례' : '감각 큐 더하기',
      steps: talk
        ? [
            '발표의 세 단락을 적습니다.',
            '단락마다 한 줄짜리 이정표를 씁니다.',
            '단락마다 구체적인 사례나 이야기를 하나씩 붙이고 전환을 연습합니다.',
          ]
        : [
            '시퀀스의 핵심 자세 세 개를 고릅니다.',
            '회원이 자리 잡은 뒤 더할 감각/이미지 큐를 하나씩 적습니다.',
            '이미지 큐 뒤에 한 호흡의 침묵을 두며 안내합니다.',
          ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: talk
        ? '전달은 탄탄합니다. 이정표와 사례가 발표를 기억에 남게 합니다.'
        : '기본기는 탄탄합니다. 이미지와 이정표가 수업을 기억에 남게 합니다.',
      successCriteria: talk
        ? '다음 녹음에서 단락마다 이정표와 사례가 하나씩 있고, 현재 지표는 범위 안에 유지됩니다.'
        : '다음 녹음에서 핵심 자세(또는 단락)마다 이미지나 이정표가 하나씩 있고, 현재 지표는 범위 안에 유지됩니다.',
      practiceMinutes: 10,
    };
  },
};

/** When the recording had too little speech to coach: set up a recording that can be. */
export const baselineDrill: Bilingual<(c: CoachContext) => Drill> = {
  en: (c) => {
    const talk = isTalk(c);
    return {
      name: 'Baseline recording',
      steps: [
        `Clip a microphone to your collar, or place your phone within two metres of where you ${talk ? 'speak' : 'teach'}.`,
        `Record a two-minute test and listen back: every word should be clear over the ${talk ? 'room noise' : 'music'}.`,
        talk
          ? 'Record a full stretch of at least ten minutes of your talk, speaking as you normally do.'
          : 'Record a full class section of at least ten minutes, teaching as you normally do.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'Coaching starts from hearing you; a clean recording makes every figure in the next report trustworthy.',
      successCriteria: `The next report quotes at least three of your own ${talk ? 'sentences' : 'cues'}.`,
      practiceMinutes: 15,
    };
  },
  ko: (c) => {
    const talk = isTalk(c);
    const session = nouns(c).session;
    return {
      name: '기준 녹음 만들기',
      steps: [
        `핀 마이크를 옷깃에 달거나, 휴대폰을 ${session} 위치에서 2미터 안에 둡니다.`,
        `2분 테스트 녹음을 하고 다시 들어 ${talk ? '주변 소음' : '음악'} 위로 모든 말이 또렷한지 확인합니다.`,
        `평소처럼 ${talk ? '말하며' : '안내하며'} 최소 10분 이상의 ${session} 구간을 녹음합니다.`,
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        '코칭은 목소리를 듣는 데서 시작합니다. 깨끗한 녹음이 있어야 다음 리포트의 모든 수치를 믿을 수 있습니다.',
      successCriteria: `다음 리포트가 실제 ${josa(talk ? '문장' : '큐', '을/를')} 세 개 이상 인용합니다.`,
      practiceMinutes: 15,
    };
  },
};
