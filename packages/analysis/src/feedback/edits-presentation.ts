/**
 * Why-texts of the class edits and cue rewrites for a talk (style group 'presentation'): the same edits as
 * edits.ts, explained to a presenter (the audience, a point, a slide) rather than to an instructor. The phrases
 * the validator reads ("N s of silence", "N초 동안 침묵") are kept.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { CoachContext } from './library/context.ts';
import { num } from './library/context.ts';

interface TalkWhy {
  fillers: (count: number, terms: string) => string;
  deadAir: (gapSec: number, after: string | undefined) => string;
  fastest: (minute: number, wpm: number) => string;
  runOn: (words: number) => string;
  crowded: (cues: number) => string;
  rewriteFillers: string;
  rewriteRunOn: string;
}

const texts: Record<AnalysisLanguage, TalkWhy> = {
  en: {
    fillers: (n, terms) =>
      `${n} filler${n === 1 ? '' : 's'} (${terms}) in one sentence. Without them the sentence is shorter and the point stands out.`,
    deadAir: (gap, after) =>
      after === 'working'
        ? `The audience had a task after these words, then waited ${num(gap)} s with nothing said. Saying how long they have and when you will pick up again turns that wait into part of the talk.`
        : after === 'hold' || after === 'question'
          ? `The silence ran ${num(gap)} s past what these words announced. One short sentence in the middle tells the audience you are still with them.`
          : `After these words the audience heard ${num(gap)} s of silence. Saying what the pause is for (reading the slide, thinking about a question) turns that silence into a deliberate pause.`,
    fastest: (minute, wpm) =>
      `Minute ${minute} was your fastest (${num(wpm)} words per minute). Broken into short sentences with a pause between them, the same point is easier to follow.`,
    runOn: (words) => `${words} words without a pause. The audience needs a moment after each point to take it in.`,
    crowded: (cues) =>
      `${cues} signposts in a single sentence. Keep the two that matter most here and give them one at a time, with a pause between, so each one lands.`,
    rewriteFillers: 'Same sentence, fillers removed: shorter and more confident.',
    rewriteRunOn: 'One point per sentence, with room to take it in.',
  },
  ko: {
    fillers: (n, terms) => `한 문장에 군말 ${n}개(${terms}). 군말을 빼면 문장이 짧아지고 요점이 또렷해집니다.`,
    deadAir: (gap, after) =>
      after === 'working'
        ? `청중에게 과제를 준 뒤 아무 말 없이 ${num(gap)}초를 기다렸습니다. 시간이 얼마나 있는지, 언제 다시 이어 갈지 말하면 그 기다림이 발표의 일부가 됩니다.`
        : after === 'hold' || after === 'question'
          ? `이 말이 알린 시간보다 침묵이 ${num(gap)}초 더 길었습니다. 중간에 짧은 한마디를 건네면 발표자가 함께 있다는 것을 청중이 압니다.`
          : `이 말 뒤에 ${num(gap)}초 동안 침묵이 이어졌습니다. 무엇을 위한 멈춤인지(슬라이드 읽기, 질문 생각하기) 말하면 그 침묵이 의도된 멈춤이 됩니다.`,
    fastest: (minute, wpm) =>
      `${minute}분째가 가장 빨랐습니다(분당 ${num(wpm)}단어). 같은 요점도 짧은 문장으로 나누고 사이에 잠깐 멈추면 따라가기 쉽습니다.`,
    runOn: (words) =>
      `${words}어절을 쉬지 않고 말했습니다. 청중은 요점 하나마다 그것을 받아들일 잠깐의 시간이 필요합니다.`,
    crowded: (cues) =>
      `한 문장에 이정표가 ${cues}개입니다. 지금 가장 중요한 두 가지만 남겨 하나씩, 사이에 잠깐 멈추며 말하면 각 이정표가 제대로 전달됩니다.`,
    rewriteFillers: '같은 문장에서 군말만 뺐습니다. 더 짧고 자신 있게 들립니다.',
    rewriteRunOn: '한 문장에 요점 하나, 그리고 받아들일 여백.',
  },
};

/** The talk's why-texts in the report language, or undefined for a class (edits.ts keeps its own wording). */
export function talkWhy(c: CoachContext): TalkWhy | undefined {
  return c.group === 'presentation' ? texts[c.language] : undefined;
}
