/**
 * Test support: talks, as a presenter or a teacher-training lecturer gives them, to tell a recording without a style
 * that is a talk from a class (text/judged-style.ts). Written for that test, not taken from the cue sets.
 */
import type { AnalysisLanguage } from '@cuecoach/contracts';

export interface Talk {
  name: string;
  language: AnalysisLanguage;
  lines: string[];
}

export const talks: Talk[] = [
  {
    name: 'business-en',
    language: 'en',
    lines: [
      'Good morning everyone, and thank you for coming.',
      'Today I want to talk about how our team cut onboarding time in half this year.',
      'So, um, first, a little background on where we started.',
      'In January, a new customer needed about six weeks before their first real report.',
      'Most of that time was spent waiting for data access and, uh, for training sessions.',
      'Next, let me show you what we changed.',
      'We moved the training online, and we gave every customer a sample data set on day one.',
      'As you can see on this slide, the waiting time dropped from four weeks to one.',
      'Um, the second change was a checklist that the sales team fills in before the contract is signed.',
      'That way, nothing is a surprise when the customer arrives.',
      'Finally, what does this mean for next year?',
      'We think we can get the whole process under two weeks, and, you know, we already have two pilots running.',
      'To sum up, online training, sample data and one checklist made the difference.',
      'Thank you, and I am happy to take questions.',
    ],
  },
  {
    name: 'anatomy-workshop-en',
    language: 'en',
    lines: [
      'Welcome to the second part of our teacher training weekend.',
      'This morning we are going to talk about the anatomy of the shoulder.',
      'The shoulder is the most mobile joint in the body, and that mobility comes at a price.',
      'It is held together mostly by muscles, not by bones or ligaments.',
      'The four rotator cuff muscles keep the head of the arm bone centred in the socket.',
      'When students collapse in chaturanga, the front of the shoulder takes the load.',
      'Many teachers cue shoulders down and back, but that is not always what a student needs.',
      'In a handstand, for example, the shoulder blades need to rise and rotate upward.',
      'So the cue depends on the pose and on the person in front of you.',
      'Research on shoulder injuries in yoga is still thin, but the pattern is clear.',
      'Most injuries come from repetition, not from one dramatic moment.',
      'After the break we will look at how to see these patterns in your own classes.',
      'Any questions so far?',
    ],
  },
  {
    name: 'lecture-ko',
    language: 'ko',
    lines: [
      '안녕하세요, 오늘 강의를 시작하겠습니다.',
      '오늘은 지난 분기 매출 결과를 살펴보겠습니다.',
      '먼저 전체 매출은 작년보다 십이 퍼센트 늘었습니다.',
      '특히 온라인 채널의 성장이 눈에 띄었는데요.',
      '음, 두 번째로 고객 유지율을 보면 조금 아쉬운 부분이 있습니다.',
      '이 그래프에서 보시는 것처럼 삼월 이후에 이탈이 늘었습니다.',
      '원인은 크게 두 가지로 정리할 수 있습니다.',
      '하나는 배송 지연이고, 다른 하나는 고객 상담 대기 시간입니다.',
      '그래서 다음 분기에는 상담 인력을 늘리기로 했습니다.',
      '마지막으로 내년 목표를 말씀드리겠습니다.',
      '정리하면, 성장은 좋았지만 유지율이 과제입니다.',
      '질문 있으시면 편하게 해 주세요.',
      '감사합니다.',
    ],
  },
  {
    name: 'academic-en',
    language: 'en',
    lines: [
      "Let's start where we left off last week.",
      'We were discussing why some memories fade faster than others.',
      "The classic result is Ebbinghaus's forgetting curve from the eighteen eighties.",
      'He memorised lists of nonsense syllables and tested himself at different delays.',
      'What he found is that most forgetting happens in the first hour.',
      'Now, there are two important caveats.',
      'First, the material was meaningless, and meaningful material is forgotten more slowly.',
      'Second, he was the only subject, so the curve describes one person.',
      'Later studies replicated the shape with many participants.',
      'The practical lesson for your own studying is spacing.',
      'Reviewing after a day, then a week, then a month beats cramming the night before.',
      'For next time, please read chapter six, and, uh, think about how this applies to skills as well as facts.',
    ],
  },
];
