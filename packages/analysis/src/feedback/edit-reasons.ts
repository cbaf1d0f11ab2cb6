/**
 * Why-texts of the class edits and cue rewrites (edits.ts) that a class and a talk share: the same edit explained
 * to an instructor (students, an instruction, a breath) or, for a talk (isTalk), to a presenter (the audience, a
 * point, a pause). The phrases the validator reads ("N s of silence", "N초 동안 침묵") are the same in both.
 */

import { type CoachContext, isTalk, josa, nouns, num } from './library/context.ts';
import type { DeadAir } from './scan.ts';

interface EditReasons {
  fillers: (count: number, terms: string) => string;
  deadAir: (gapSec: number, after: DeadAir['after']) => string;
  fastest: (minute: number, wpm: number) => string;
  runOn: (words: number) => string;
  crowded: (cues: number) => string;
  rewriteFillers: string;
  rewriteRunOn: string;
}

export function editReasons(c: CoachContext): EditReasons {
  const talk = isTalk(c);
  const n = nouns(c);
  if (c.language === 'en') {
    return {
      fillers: (count, terms) =>
        `${count} filler${count === 1 ? '' : 's'} (${terms}) in one ${talk ? 'sentence' : 'instruction'}. Without them the ${talk ? 'sentence' : 'cue'} is shorter and the ${talk ? 'point' : 'action word'} stands out.`,
      deadAir: (gap, after) =>
        after === 'working'
          ? `${talk ? 'The audience had a task after these words' : 'Students carried out this instruction'}, then waited ${num(gap)} s with nothing said. ${talk ? 'Saying how long they have and when you will pick up again' : 'Telling them who calls the end of the work'} turns that wait into part of the ${talk ? 'talk' : 'exercise'}.`
          : after === 'hold' || after === 'question'
            ? `The silence ran ${num(gap)} s past what these words announced. One ${talk ? 'short sentence' : 'quiet cue'} in the middle tells ${n.listeners} you are still with them.`
            : `After these words the ${talk ? 'audience' : 'class'} heard ${num(gap)} s of silence. ${talk ? 'Saying what the pause is for (reading the slide, thinking about a question)' : 'Saying how long the hold lasts, and cueing once in the middle,'} turns that silence into a deliberate ${talk ? 'pause' : 'hold'}.`,
      fastest: (minute, wpm) =>
        `Minute ${minute} was your fastest (${num(wpm)} words per minute). Broken into short ${talk ? 'sentences' : 'cues'} with a ${talk ? 'pause' : 'breath'} between them, the same ${talk ? 'point' : 'instruction'} is easier to follow.`,
      runOn: (words) =>
        `${words} words without a pause. ${talk ? 'The audience needs' : 'Students need'} a moment after each ${talk ? 'point' : 'instruction'} to ${talk ? 'take it in' : 'carry it out'}.`,
      crowded: (cues) =>
        `${cues} ${talk ? 'signposts' : 'cues'} in a single ${talk ? 'sentence' : 'line'}. Keep the two that matter most ${talk ? 'here' : 'for this moment'} and give them one at a time, with a ${talk ? 'pause' : 'breath'} between, so each one lands.`,
      rewriteFillers: `Same ${talk ? 'sentence' : 'instruction'}, fillers removed: shorter and more confident.`,
      rewriteRunOn: `One ${talk ? 'point' : 'instruction'} per sentence, with room to ${talk ? 'take it in' : 'act on it'}.`,
    };
  }
  const signpost = talk ? '이정표' : '큐';
  return {
    fillers: (count, terms) =>
      `한 문장에 군말 ${count}개(${terms}). 군말을 빼면 ${josa(talk ? '문장' : '큐', '이/가')} 짧아지고 ${josa(talk ? '요점' : '동작 단어', '이/가')} 또렷해집니다.`,
    deadAir: (gap, after) =>
      after === 'working'
        ? `${talk ? '청중에게 과제를 준' : '회원이 이 지시대로 동작한'} 뒤 아무 말 없이 ${num(gap)}초를 기다렸습니다. ${talk ? '시간이 얼마나 있는지, 언제 다시 이어 갈지' : '동작을 언제 끝낼지 누가 알려 주는지'} 말하면 그 기다림이 ${talk ? '발표' : '운동'}의 일부가 됩니다.`
        : after === 'hold' || after === 'question'
          ? `이 말이 알린 시간보다 침묵이 ${num(gap)}초 더 길었습니다. 중간에 ${talk ? '짧은 한마디를 건네면' : '조용한 큐 하나를 주면'} ${josa(n.speaker, '이/가')} 함께 있다는 것을 ${josa(n.listeners, '이/가')} 압니다.`
          : `이 말 뒤에 ${num(gap)}초 동안 침묵이 이어졌습니다. ${talk ? '무엇을 위한 멈춤인지(슬라이드 읽기, 질문 생각하기) 말하면' : '얼마나 머무는지 알리고 중간에 한 번 큐를 주면'} 그 침묵이 의도된 ${josa(talk ? '멈춤' : '유지', '이/가')} 됩니다.`,
    fastest: (minute, wpm) =>
      `${minute}분째가 가장 빨랐습니다(분당 ${num(wpm)}단어). 같은 ${talk ? '요점' : '지시'}도 짧은 ${josa(talk ? '문장' : '큐', '으로/로')} 나누고 사이에 ${talk ? '잠깐 멈추면' : '호흡을 두면'} 따라가기 쉽습니다.`,
    runOn: (words) =>
      `${words}어절을 쉬지 않고 말했습니다. ${josa(n.listeners, '은/는')} ${talk ? '요점' : '지시'} 하나마다 그것을 ${talk ? '받아들일' : '실행할'} 잠깐의 시간이 필요합니다.`,
    crowded: (cues) =>
      `한 ${talk ? '문장' : '줄'}에 ${josa(signpost, '이/가')} ${cues}개입니다. 지금 가장 중요한 두 가지만 남겨 하나씩, 사이에 ${talk ? '잠깐 멈추며 말하면' : '호흡을 두고 주면'} 각 ${josa(signpost, '이/가')} 제대로 전달됩니다.`,
    rewriteFillers: `같은 ${talk ? '문장' : '지시'}에서 군말만 뺐습니다. 더 짧고 자신 있게 들립니다.`,
    rewriteRunOn: `한 문장에 ${talk ? '요점' : '지시'} 하나, 그리고 ${talk ? '받아들일' : '실행할'} 여백.`,
  };
}
