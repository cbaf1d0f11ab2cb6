/**
 * The drill library: one practice routine per weakness, in both languages, with script samples written for each
 * style group (a breath cue sounds different in a reformer class than in HIIT). Success criteria quote the
 * style's own targets so the instructor can check the drill with their next recording. A talk (isTalk) practises
 * the same criteria on slides, sections and points instead of poses and a sequence; breath and vague cues are not
 * coached in a talk, so those two drills speak only to a class.
 */
import type { Drill } from '@cuecoach/contracts';
import type { Weakness } from '../weaknesses.ts';
import { type Bilingual, type CoachContext, fillerExamples, isTalk, josa, nouns, num, pct } from './context.ts';
import { breathSamples, concreteSamples, holdSamples, sample } from './script-samples.ts';

/**
 * The consistency a drill for uneven pace aims at: where the card turns green. Uneven pace is found where the score
 * is under it (consistency = 100 − 20 × CV / the style's limit), so the bar is never one this class already cleared.
 */
const consistencyGoal = (c: CoachContext) => c.evidence.bands.consistency.min ?? 80;

type Entry = Bilingual<(c: CoachContext) => Drill>;
export const drillLibrary: Record<Weakness, Entry> = {
  pace_fast: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        name: talk ? 'One point, one pause' : 'One cue, one breath',
        steps: [
          `Pick a three-minute stretch of your ${talk ? 'talk and write out what you said' : 'class and write out the cues you said'}.`,
          `Cut every connecting word ("and then", "so", "now") so each ${talk ? 'point' : 'cue'} is one short sentence.`,
          `Record yourself ${talk ? 'giving it, pausing for a slow count of two after every point' : 'teaching it, breathing in and out once after every cue'} before you speak again.`,
          'Play it back with a timer: count the words in one minute.',
        ],
        scriptSample: sample(concreteSamples, c),
        whyImportant: `${talk ? 'A pause after each point' : 'Pausing on a breath'} is the simplest way to slow down without sounding flat; it also gives ${talk ? 'the audience the moment they need to take the point in' : 'students the moment they need to act on the cue'}.`,
        successCriteria: `The recorded minute has ${c.targets.wpm.min}–${c.targets.wpm.max} words and every ${talk ? 'point' : 'cue'} is followed by an audible pause.`,
        practiceMinutes: 10,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const unit = talk ? '요점' : '큐';
      return {
        name: talk ? '요점 하나, 멈춤 한 번' : '한 큐, 한 호흡',
        steps: [
          `${nouns(c).session} 중 3분 구간을 골라 실제로 말한 ${josa(talk ? '내용' : '큐', '을/를')} 글로 적습니다.`,
          `"그리고, 이제, 자" 같은 연결어를 지워 각 ${josa(unit, '이/가')} 짧은 한 문장이 되게 합니다.`,
          `${unit} 하나를 말할 때마다 ${talk ? '속으로 천천히 둘을 센' : '한 번 들이쉬고 내쉰'} 뒤 다음 말을 하며 녹음합니다.`,
          '타이머를 켜고 다시 들으며 1분 동안의 단어 수를 셉니다.',
        ],
        scriptSample: sample(concreteSamples, c),
        whyImportant: `${talk ? '요점 뒤의' : '호흡 한 번의'} 멈춤은 단조롭게 들리지 않으면서 속도를 늦추는 가장 쉬운 방법이고, ${talk ? '청중이 요점을 받아들일' : '회원이 큐를 몸으로 옮길'} 시간도 줍니다.`,
        successCriteria: `녹음한 1분이 ${c.targets.wpm.min}–${c.targets.wpm.max}단어이고, 모든 ${unit} 뒤에 들리는 멈춤이 있습니다.`,
        practiceMinutes: 10,
      };
    },
  },
  pace_slow: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        name: talk ? 'Full-sentence points' : 'Full-sentence cueing',
        steps: [
          `Write the next three transitions of your ${talk ? 'talk on a card, one sentence each' : 'sequence on a card'}.`,
          'Say each one out loud as one complete sentence, without stopping in the middle.',
          `${talk ? 'Give' : 'Teach'} the three transitions back to back to a timer, ${talk ? 'clicking through the matching slides as you speak' : 'moving your own body with the words'}.`,
        ],
        scriptSample: sample(concreteSamples, c),
        whyImportant:
          'Most slow delivery comes from deciding what comes next while speaking; preparing the sentence removes the mid-sentence gaps.',
        successCriteria: `The run-through stays between ${c.targets.wpm.min} and ${c.targets.wpm.max} words per minute with no gap inside a sentence longer than a second.`,
        practiceMinutes: 10,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      return {
        name: `완결된 문장으로 ${talk ? '요점 말하기' : '큐 주기'}`,
        steps: [
          `${talk ? '발표' : '시퀀스'}의 다음 전환 세 개를 ${talk ? '한 문장씩 ' : ''}카드에 적습니다.`,
          '각 전환을 중간에 멈추지 않는 완결된 한 문장으로 소리 내어 말합니다.',
          `타이머를 켜고 ${talk ? '해당 슬라이드를 넘기면서' : '직접 움직이면서'} 세 전환을 이어서 ${talk ? '말합니다' : '안내합니다'}.`,
        ],
        scriptSample: sample(concreteSamples, c),
        whyImportant: `느린 전달은 대개 말하면서 다음 ${josa(talk ? '내용' : '동작', '을/를')} 정하기 때문에 생깁니다. 문장을 미리 준비하면 문장 중간의 끊김이 사라집니다.`,
        successCriteria: `연습 녹음이 분당 ${c.targets.wpm.min}–${c.targets.wpm.max}단어이고, 한 문장 안에서 1초 넘게 끊기는 곳이 없습니다.`,
        practiceMinutes: 10,
      };
    },
  },
  pace_uneven: {
    en: (c) => ({
      name: 'Transition scripting',
      steps: [
        `Find the minutes in this ${nouns(c).session} where your pace jumped (the pace chart shows them).`,
        'Write the first sentence you want to say at each of those transitions.',
        'Practise entering each transition with that sentence, at the same pace as the sentence before it.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: 'Pace spikes cluster at transitions; a prepared first sentence keeps you at your own tempo.',
      successCriteria: `Your next ${nouns(c).session} scores at least ${consistencyGoal(c)}/100 on consistency (this one: ${num(c.metrics.consistency)}).`,
      practiceMinutes: 8,
    }),
    ko: (c) => ({
      name: '전환 구간 대본 만들기',
      steps: [
        `이번 ${nouns(c).session}에서 속도가 튀었던 분을 찾습니다(속도 차트에 표시됩니다).`,
        '각 전환에서 처음 말할 문장을 적습니다.',
        '그 문장으로 전환에 들어가되, 바로 앞 문장과 같은 속도로 말하는 연습을 합니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: '속도가 튀는 곳은 대부분 전환 구간입니다. 준비된 첫 문장이 있으면 자기 속도를 지킬 수 있습니다.',
      successCriteria: `다음 ${nouns(c).session}의 일관성 점수가 ${consistencyGoal(c)}/100 이상입니다(이번: ${num(c.metrics.consistency)}).`,
      practiceMinutes: 8,
    }),
  },
  fillers: {
    en: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: 'Pause instead of filler',
        steps: [
          `Read the flagged sentences from this ${session} out loud exactly as you said them.`,
          `Read them again, replacing every filler with a silent ${talk ? 'pause' : 'breath'}.`,
          `${talk ? 'Give two minutes of your talk' : 'Teach two minutes of your sequence'} to a recorder; a friend or the app counts every filler (${fillerExamples(c, 4)}).`,
          'Repeat until a two-minute take has no more than one filler.',
        ],
        scriptSample: sample(talk ? concreteSamples : breathSamples, c),
        whyImportant: `Fillers are a habit of not wanting silence. Practising the silent ${talk ? 'pause on purpose makes it' : 'breath on purpose makes the pause'} feel normal, and the filler disappears with it.`,
        successCriteria: `A two-minute recording with at most one filler; in ${talk ? 'the talk' : 'class'}, under ${c.targets.fillersPer100Max} fillers per 100 words (this ${session}: ${num(c.metrics.fillersPer100, 1)}).`,
        practiceMinutes: 10,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: '군말 대신 멈춤',
        steps: [
          `이번 ${session}에서 표시된 문장을 말했던 그대로 소리 내어 읽습니다.`,
          `다시 읽되, 군말이 있던 자리마다 소리 없이 ${talk ? '잠깐 멈춥니다' : '숨을 한 번 쉽니다'}.`,
          `${talk ? '발표' : '시퀀스'} 2분을 녹음하며 ${talk ? '말하고' : '안내하고'}, 군말(${fillerExamples(c, 4)})을 셉니다.`,
          '2분 녹음에 군말이 한 번 이하가 될 때까지 반복합니다.',
        ],
        scriptSample: sample(talk ? concreteSamples : breathSamples, c),
        whyImportant: `군말은 침묵을 피하려는 습관입니다. 일부러 ${talk ? '조용히 멈추는 연습을 하면' : '조용한 호흡을 연습하면'} 멈춤이 자연스러워지고 군말도 함께 사라집니다.`,
        successCriteria: `2분 녹음에 군말 1회 이하, ${session}에서는 100단어당 ${c.targets.fillersPer100Max}개 미만(이번 ${session}: ${num(c.metrics.fillersPer100, 1)}개).`,
        practiceMinutes: 10,
      };
    },
  },
  few_breath_cues: {
    en: (c) => ({
      name: 'Breath-first cueing',
      steps: [
        'Take the cue list of one section of your class.',
        'Mark each movement as inhale (lifting, opening, lengthening) or exhale (folding, twisting, lowering, effort).',
        'Rewrite every cue so it starts with that breath word, then the body part, then the direction.',
        'Teach the section out loud, moving with your own breath as you speak.',
      ],
      scriptSample: sample(breathSamples, c),
      whyImportant:
        'When the breath leads the cue, students get the timing from your voice instead of from watching you.',
      successCriteria: `At least ${c.targets.breathCuesPerMinuteMin} breath cues per minute in the practised section (this class: ${num(c.breathPerMin, 2)}).`,
      practiceMinutes: 12,
    }),
    ko: (c) => ({
      name: '호흡 먼저 큐 주기',
      steps: [
        '수업의 한 구간에서 사용한 큐 목록을 준비합니다.',
        '각 동작을 들숨(올리기, 열기, 늘리기) 또는 날숨(접기, 비틀기, 내리기, 힘쓰기)으로 표시합니다.',
        '모든 큐를 "호흡 → 신체 부위 → 방향" 순서로 다시 씁니다.',
        '직접 호흡하며 움직이면서 그 구간을 소리 내어 안내합니다.',
      ],
      scriptSample: sample(breathSamples, c),
      whyImportant: '호흡이 큐를 이끌면 회원은 강사를 보지 않고도 목소리만으로 타이밍을 잡습니다.',
      successCriteria: `연습한 구간에서 분당 호흡 큐 ${c.targets.breathCuesPerMinuteMin}회 이상(이번 수업: ${num(c.breathPerMin, 2)}회).`,
      practiceMinutes: 12,
    }),
  },
  sparse_cues: {
    en: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: talk ? 'Signpost map' : 'Three-layer cue',
        steps: talk
          ? [
              'List the sections of your talk and the one point each makes.',
              'For each, write three signposts: how you open it ("Second, …"), the point in one sentence, how you close it ("So, …").',
              'Give the talk out loud, saying all three before moving to the next slide.',
            ]
          : [
              'Choose five key moments of your sequence.',
              'For each, write three layers: how to get there (direction), what to align (one body part), how to stay (breath or count).',
              'Teach the five moments out loud, giving all three layers before moving on.',
            ],
        scriptSample: sample(concreteSamples, c),
        whyImportant: `A fixed structure means ${talk ? 'the audience always knows where they are' : 'you never run out of things to say'}, and every ${talk ? 'signpost' : 'cue'} is useful rather than filler.`,
        successCriteria: `Between ${c.targets.cuesPerMinute.min} and ${c.targets.cuesPerMinute.max} cues per minute in your next ${session} (this ${session}: ${num(c.metrics.cuesPerMinute, 1)}).`,
        practiceMinutes: 10,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: talk ? '이정표 지도' : '세 겹 큐',
        steps: talk
          ? [
              '발표의 단락과 단락마다 전할 요점 하나를 적습니다.',
              '각 단락마다 이정표 세 개를 적습니다: 시작하는 말("두 번째로, …"), 한 문장으로 된 요점, 마무리하는 말("정리하면, …").',
              '발표를 소리 내어 하되, 다음 슬라이드로 넘어가기 전에 세 가지를 모두 말합니다.',
            ]
          : [
              '시퀀스의 핵심 순간 다섯 개를 고릅니다.',
              '각 순간마다 세 겹을 적습니다: 들어가는 방법(방향), 정렬할 곳(신체 부위 하나), 머무는 방법(호흡이나 카운트).',
              '다섯 순간을 소리 내어 안내하되, 다음으로 넘어가기 전에 세 겹을 모두 말합니다.',
            ],
        scriptSample: sample(concreteSamples, c),
        whyImportant: `정해진 구조가 있으면 ${talk ? '청중이 늘 발표의 위치를 알고' : '할 말이 떨어지지 않고'}, 모든 ${josa(talk ? '이정표' : '큐', '이/가')} 군말이 아닌 쓸모 있는 말이 됩니다.`,
        successCriteria: `다음 ${session}에서 분당 큐 ${c.targets.cuesPerMinute.min}–${c.targets.cuesPerMinute.max}개(이번 ${session}: ${num(c.metrics.cuesPerMinute, 1)}개).`,
        practiceMinutes: 10,
      };
    },
  },
  cue_overload: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        name: talk ? 'One point per slide' : 'One-correction rule',
        steps: talk
          ? [
              'List everything you say on one busy slide of this talk.',
              'Rank it by what the audience must remember, then by what is nice to know.',
              'Give the slide with only the top point; pause; add the second only if it is needed.',
            ]
          : [
              'List every cue you give in one pose or exercise of this class.',
              'Rank them by what matters most for safety, then for the shape.',
              'Teach the pose with only the top cue; wait one breath; add the second only if the room needs it.',
            ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `${talk ? 'An audience takes in one new point' : 'Students can act on one new instruction'} at a time; the rest is noise until the first has landed.`,
        successCriteria: `No more than ${c.targets.cuesPerMinute.max} cues per minute (this ${nouns(c).session}: ${num(c.metrics.cuesPerMinute, 1)}), with ${talk ? 'a pause between points' : 'a breath of silence between cues'}.`,
        practiceMinutes: 8,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const n = nouns(c);
      return {
        name: talk ? '슬라이드 하나에 요점 하나' : '한 번에 교정 하나',
        steps: talk
          ? [
              '이번 발표에서 말이 많았던 슬라이드 하나를 골라 그때 한 말을 모두 적습니다.',
              '청중이 꼭 기억해야 할 것, 그다음 알면 좋은 것 순서로 순위를 매깁니다.',
              '1순위 요점만으로 그 슬라이드를 말하고, 잠깐 멈춘 뒤 필요할 때만 두 번째 요점을 더합니다.',
            ]
          : [
              '이번 수업의 한 자세(동작)에서 준 큐를 모두 적습니다.',
              '안전에 가장 중요한 것, 그다음 모양에 중요한 것 순서로 순위를 매깁니다.',
              '1순위 큐만으로 안내하고, 한 호흡 기다린 뒤 필요할 때만 두 번째 큐를 더합니다.',
            ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `${josa(n.listeners, '은/는')} 한 번에 새 ${talk ? '요점 하나만 받아들일' : '지시 하나만 몸으로 옮길'} 수 있습니다. 첫 ${josa(talk ? '요점' : '큐', '이/가')} 자리 잡기 전의 나머지는 소음입니다.`,
        successCriteria: `분당 큐 ${c.targets.cuesPerMinute.max}개 이하(이번 ${n.session}: ${num(c.metrics.cuesPerMinute, 1)}개), ${talk ? '요점 사이에 멈춤' : '큐 사이에 한 호흡의 침묵'}.`,
        practiceMinutes: 8,
      };
    },
  },
  vague_cues: {
    en: (c) => ({
      name: 'Eyes-closed cueing',
      steps: [
        'Ask a friend (or imagine a student) to follow your cues with their eyes closed.',
        'Teach five minutes of your sequence without demonstrating and without "like this", "this way" or "here".',
        'Every time you reach for a demonstration word, replace it with breath + body part + direction.',
        'Ask where they got lost, and rewrite those cues.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant:
        'If a cue works with eyes closed, it works for the back row, for online students and for anyone facing the wrong way.',
      successCriteria: `No "like this"-type cue without a body part or direction in your next class (this class: ${c.vagueCount}).`,
      practiceMinutes: 10,
    }),
    ko: (c) => ({
      name: '눈 감고 따라오기',
      steps: [
        '지인에게(또는 회원을 상상하며) 눈을 감고 큐만 듣고 따라오게 합니다.',
        '시범 없이, "이렇게", "이쪽으로", "여기" 없이 시퀀스 5분을 안내합니다.',
        '시범을 대신하는 말이 나오려 할 때마다 "호흡 + 신체 부위 + 방향"으로 바꿉니다.',
        '어디서 길을 잃었는지 물어보고 그 큐를 다시 씁니다.',
      ],
      scriptSample: sample(concreteSamples, c),
      whyImportant: '눈을 감고도 통하는 큐는 뒷줄 회원, 온라인 회원, 다른 방향을 보는 회원 모두에게 통합니다.',
      successCriteria: `다음 수업에서 신체 부위나 방향 없이 "이렇게"로만 안내하는 큐 0회(이번 수업: ${c.vagueCount}회).`,
      practiceMinutes: 10,
    }),
  },
  dead_air: {
    en: (c) => {
      const talk = isTalk(c);
      return {
        name: talk ? 'Announced pause' : 'Narrated hold',
        steps: talk
          ? [
              'Find the longest silence in this talk and what came just before it.',
              'If the audience needed the time (to read a slide, to think about a question), write the sentence that tells them so.',
              'If you needed it (to find your notes or the next slide), write the next point on your card so you can say it first.',
              'Rehearse both moments with a timer so no silence runs past the limit.',
            ]
          : [
              'Pick the longest hold in your sequence.',
              'Before it, say how long it lasts ("five breaths", "thirty seconds").',
              'Plan one quiet cue for the middle of the hold and one to come out of it.',
              'Practise the hold with a timer so the middle cue lands halfway.',
            ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `${talk ? 'An audience relaxes into a pause' : 'Students relax into silence'} when they know ${talk ? 'what it is for' : 'how long it lasts'} and that you are still with them.`,
        successCriteria: `No silence longer than ${c.targets.deadAirSec} s without ${talk ? 'a word before it about what it is for' : 'a cue before or during it'} (this ${nouns(c).session}: longest ${num(c.longestDeadAirSec)} s).`,
        practiceMinutes: 8,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const n = nouns(c);
      return {
        name: talk ? '알리고 멈추기' : '말로 안내하는 유지',
        steps: talk
          ? [
              '이번 발표에서 가장 긴 침묵과 그 직전에 한 말을 찾습니다.',
              '청중에게 필요한 시간이었다면(슬라이드를 읽거나 질문을 생각할 시간) 그렇다고 알리는 문장을 적습니다.',
              '발표자에게 필요한 시간이었다면(메모나 다음 슬라이드를 찾는 시간) 먼저 말할 다음 요점을 카드에 적어 둡니다.',
              '타이머로 두 순간을 연습해 제한 시간을 넘는 침묵이 없게 합니다.',
            ]
          : [
              '시퀀스에서 가장 긴 유지 구간을 고릅니다.',
              '들어가기 전에 얼마나 머무는지 알려 줍니다("다섯 호흡", "30초").',
              '유지 중간에 줄 조용한 큐 하나와 나올 때의 큐 하나를 정해 둡니다.',
              '타이머로 연습해 중간 큐가 정확히 절반 지점에 오도록 합니다.',
            ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `${talk ? '무엇을 위한 멈춤인지' : '얼마나 머무는지'}, ${josa(n.speaker, '이/가')} 여전히 함께 있다는 것을 알 때 ${josa(n.listeners, '은/는')} 침묵 속에서 편안해집니다.`,
        successCriteria: `${talk ? '앞에 이유를 알리는 말' : '앞이나 중간에 큐'} 없이 ${c.targets.deadAirSec}초를 넘는 침묵 0회(이번 ${n.session}: 최장 ${num(c.longestDeadAirSec)}초).`,
        practiceMinutes: 8,
      };
    },
  },
  too_little_space: {
    en: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: `Counted ${talk ? 'pause' : 'silence'}`,
        steps: [
          `${talk ? 'Give' : 'Teach'} one section of your ${session} out loud.`,
          `After each ${talk ? 'key point' : 'cue'}, count ${talk ? '"one, two"' : '"one breath in, one breath out"'} silently before speaking again.`,
          talk
            ? 'When you change slides, let the audience look at the new one for a moment before you speak.'
            : 'In every hold, let one full breath go by with no words.',
          `Record it and compare how much ${talk ? 'calmer' : 'quieter'} it sounds.`,
        ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `Silence is where ${talk ? 'the audience takes in your point' : 'students do what you asked'}; without it, ${talk ? 'points' : 'cues'} pile up unheard.`,
        successCriteria: `${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)} of the ${session} is silence (this ${session}: ${pct(c.metrics.silenceRatio)}).`,
        practiceMinutes: 8,
      };
    },
    ko: (c) => {
      const talk = isTalk(c);
      const session = nouns(c).session;
      return {
        name: `세는 ${talk ? '멈춤' : '침묵'}`,
        steps: [
          `${session}의 한 ${josa(talk ? '단락' : '구간', '을/를')} 소리 내어 ${talk ? '말합니다' : '안내합니다'}.`,
          `${talk ? '핵심 요점을 하나' : '큐 하나를'} 말한 뒤 속으로 ${josa(talk ? '"하나, 둘"' : '"들이쉬고, 내쉬고"', '을/를')} 세고 다음 말을 합니다.`,
          talk
            ? '슬라이드를 넘길 때마다 청중이 새 슬라이드를 잠시 볼 시간을 준 뒤 말합니다.'
            : '유지 구간마다 말 없이 한 호흡을 온전히 보냅니다.',
          '녹음해서 얼마나 차분하게 들리는지 비교합니다.',
        ],
        scriptSample: sample(holdSamples, c),
        whyImportant: `침묵은 ${talk ? '청중이 요점을 받아들이는' : '회원이 요청받은 것을 실제로 하는'} 시간입니다. 침묵이 없으면 ${josa(talk ? '요점' : '큐', '은/는')} 들리지 않은 채 쌓입니다.`,
        successCriteria: `${session} 시간의 ${pct(c.targets.silenceRatio.min)}–${pct(c.targets.silenceRatio.max)}가 침묵(이번 ${session}: ${pct(c.metrics.silenceRatio)}).`,
        practiceMinutes: 8,
      };
    },
  },
};
