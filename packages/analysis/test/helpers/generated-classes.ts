/**
 * Generated classes with labelled truth for the class time model and cue counting: every sentence carries its cue
 * kinds, every silence its purpose (students working on the instruction, an announced hold or rest, or dead air).
 * Rendered with espeak-ng + sox (scripts/synth.ts), so the silences are exact; the true transcript is fed through
 * the text half, so recognition errors stay out of the picture.
 */
import type { AnalysisLanguage, ClassTimeKind, CueKind, Style } from '@cuecoach/contracts';

/**
 * A sentence and its cue kinds. `instructions` splits a run-on into the instructions it gives, each with its kinds
 * (docs/metrics.md, "Cues": a cue is one instruction); without it the sentence is one instruction.
 */
export type Line =
  | { say: string; cues: CueKind[]; instructions?: CueKind[][] }
  | { gap: number; purpose: ClassTimeKind };

export interface GeneratedClass {
  name: string;
  language: AnalysisLanguage;
  style: Style;
  voice: string;
  lines: Line[];
}

const B: CueKind = 'breathing';
const A: CueKind = 'alignment';
const T: CueKind = 'transition';
const D: CueKind = 'directional';
const S: CueKind = 'safety';
const C: CueKind = 'timing';
const say = (text: string, ...cues: CueKind[]): Line => ({ say: text, cues });
/** A run-on of instructions: the kinds of each, in order. */
const says = (text: string, ...instructions: CueKind[][]): Line => ({
  say: text,
  cues: [...new Set(instructions.flat())],
  instructions,
});
/** A pause between sentences: part of speaking. */
const beat = (gap: number): Line => ({ gap, purpose: 'speaking' });
const work = (gap: number): Line => ({ gap, purpose: 'working' });
const hold = (gap: number): Line => ({ gap, purpose: 'hold' });
const dead = (gap: number): Line => ({ gap, purpose: 'dead_air' });

export const pilatesMat: GeneratedClass = {
  name: 'pilates-mat',
  language: 'en',
  style: 'mat',
  voice: 'en-us',
  lines: [
    say('Good morning everyone, welcome to mat pilates.'),
    beat(1),
    say('Lie on your back with your knees bent and your feet flat on the mat.', T, A),
    beat(1.2),
    say('Inhale to prepare.', B),
    beat(1),
    says('Exhale, curl your head and shoulders up and reach your arms long.', [B, D], [A]),
    beat(0.8),
    says('Begin the hundred, pump the arms, breathe in for five and out for five.', [T], [A], [B, C]),
    work(50),
    says('And rest, hug your knees into your chest.', [T], [A]),
    hold(6),
    say('Next exercise, the roll up.', T),
    beat(1),
    say('Reach your arms up to the ceiling.', D),
    beat(0.8),
    says('Exhale, roll up one vertebra at a time and reach toward your toes.', [B, T, D], [D]),
    beat(1),
    say('Inhale, and roll back down with control.', B, T, D),
    work(18),
    say('Five more on your own.', C),
    work(25),
    says('Hold here for three breaths, ribs soft.', [C], [A]),
    hold(15),
    say('Beautiful work.'),
    beat(1),
    say('Roll onto your right side for the side kick series.', T, D),
    beat(1.5),
    says('Stack your hips and shoulders, and rest your head on your arm.', [A], [A]),
    beat(1),
    says('Kick the top leg forward twice and sweep it back.', [D, C], [D]),
    beat(0.8),
    say('Eight of these.', C),
    work(20),
    say("Don't let your waist collapse.", A, S),
    work(12),
    say('Switch sides.', T),
    beat(3),
    say('Kick the top leg forward and back, eight times.', D, C),
    work(25),
    say('Come up to sitting for the spine stretch.', T, D),
    beat(1),
    says('Sit tall, legs wide, and flex your feet.', [A], [A], [A]),
    beat(1),
    says('Exhale, reach forward and round your spine over your legs.', [B, D], [A, D]),
    work(12),
    say('Inhale, stack back up to sitting.', B, A, T, D),
    beat(1.5),
    say("Great job, that's the end of our mat series."),
  ],
};

export const hiit: GeneratedClass = {
  name: 'hiit',
  language: 'en',
  style: 'hiit',
  voice: 'en-us',
  lines: [
    say('Alright team, welcome to HIIT.'),
    beat(1),
    says('Feet hip-width apart, soft knees.', [A], [A]),
    beat(1),
    say('First up, squats.', T),
    beat(0.8),
    says('Chest up, push your hips back and keep your weight in your heels.', [A, D], [D], [A]),
    beat(0.8),
    say('Thirty seconds, three, two, one, go!', C),
    work(30),
    says('Ten seconds left, keep breathing.', [C], [B]),
    work(10),
    say('And rest.', T),
    hold(15),
    says('Next up, mountain climbers, shoulders over wrists.', [T], [A]),
    beat(0.8),
    say('Drive your knees toward your chest.', D),
    beat(0.8),
    say('Forty seconds, go!', C),
    work(20),
    say('Halfway, stay strong.', C),
    work(20),
    says('Rest, grab some water.', [T], [T]),
    hold(20),
    say('Last round, burpees, forty seconds.', T, C),
    beat(0.8),
    says('Jump back to plank, chest to the floor, jump your feet in and jump up.', [T, D], [D], [T], [D]),
    beat(0.8),
    say('Three, two, one, go!', C),
    work(40),
    says('Five, four, three, two, one, and rest.', [C], [T]),
    hold(10),
    say('Great work everyone, that was a tough one.'),
  ],
};

export const yin: GeneratedClass = {
  name: 'yin',
  language: 'en',
  style: 'yin',
  voice: 'en-us',
  lines: [
    say('Welcome to yin, find a comfortable seat.', T),
    beat(1.5),
    say('Bring the soles of your feet together for butterfly.', A, T),
    beat(1),
    says('Let your knees fall open and fold forward over your feet.', [A], [T, D]),
    beat(1),
    say('We will stay here for about two minutes.', C),
    hold(110),
    says('Soften your jaw and breathe slowly.', [A], [B]),
    work(45),
    say('Slowly come out of the pose.', T),
    beat(2),
    says('Lie on your back and hug your knees into your chest.', [T], [A]),
    beat(1.5),
    say('Drop both knees to the right for a twist.', T, D),
    beat(1),
    say('Stay here for five breaths.', C),
    hold(28),
    say('Let gravity do the work.'),
    beat(20),
    say('If your knees feel any strain, place a block under them.', S),
    beat(1),
    says('Inhale back to center, and drop your knees to the left as you exhale.', [B, T, D], [B, D]),
    work(60),
    says('Release the twist and rest in savasana.', [T], [T]),
    hold(40),
    say('Thank you for practicing with me.'),
  ],
};

/** A vinyasa flow with one unannounced 40 s silence in the middle of the sequence: dead air. */
export const vinyasaDeadAir: GeneratedClass = {
  name: 'vinyasa-dead-air',
  language: 'en',
  style: 'vinyasa',
  voice: 'en-us',
  lines: [
    say('Good evening everyone, welcome to our vinyasa flow.'),
    beat(1.5),
    say('Start standing at the top of your mat with your feet hip-width apart.', T, A),
    beat(2),
    say('Inhale, reach your arms up.', B, D),
    beat(2),
    say('Exhale, fold forward.', B, T, D),
    beat(2),
    say('Inhale, lift halfway with a long flat back.', B, A),
    beat(2),
    say('Exhale, step back to plank.', B, T, D),
    beat(2),
    says('Lower to the mat and lift into cobra.', [T, D], [T]),
    work(20),
    dead(20),
    say('Press back to downward dog.', T, D),
    beat(2),
    say('Stay for five breaths.', C),
    hold(25),
    says('Walk your feet to your hands and slowly roll up to standing.', [T], [T, D]),
    beat(2),
    say('Step your right foot back into a low lunge.', T, D),
    beat(2),
    say('Inhale, rise up into warrior one with your arms overhead.', B, T, D),
    beat(2),
    say('Square your hips to the front of the mat.', A, D),
    work(15),
    says('Exhale, open into warrior two and gaze over your front fingers.', [B, T], [A, D]),
    work(15),
    say('Thank you all.'),
  ],
};

/** A Korean pilates class: holds announced in breaths ("세 호흡 유지합니다"), the hundred, working time. */
export const pilatesKo: GeneratedClass = {
  name: 'pilates-ko',
  language: 'ko',
  style: 'mat',
  voice: 'ko',
  lines: [
    say('안녕하세요, 매트 필라테스 시작하겠습니다.'),
    beat(1),
    says('등을 대고 누워서 무릎을 세우고 발바닥을 매트에 붙이세요.', [T], [A], [A]),
    beat(1),
    say('마시면서 준비합니다.', B),
    beat(1),
    says('내쉬면서 머리와 어깨를 들어 올리고 팔은 길게 뻗으세요.', [B, D], [A]),
    beat(0.8),
    says('헌드레드 시작합니다, 다섯 번 마시고 다섯 번 내쉬세요.', [T], [B, C]),
    work(50),
    says('휴식, 무릎을 가슴 쪽으로 끌어안으세요.', [T], [A]),
    hold(8),
    say('다음은 롤업입니다.', T),
    beat(1),
    say('내쉬면서 척추를 하나씩 말아 올리며 발끝 쪽으로 뻗으세요.', B, T, D),
    beat(1),
    say('마시면서 천천히 굴러 내려갑니다.', B, T, D),
    work(18),
    say('혼자서 다섯 번 더.', C),
    work(25),
    says('세 호흡 유지합니다, 갈비뼈는 부드럽게.', [C], [A]),
    hold(15),
    say('잘하셨어요.'),
    beat(1),
    say('오른쪽으로 돌아누워 사이드 킥을 준비하세요.', T, D),
    beat(1.5),
    says('위쪽 다리를 앞으로 두 번 차고 뒤로 보내세요.', [D, C], [D]),
    beat(0.8),
    say('여덟 번 반복합니다.', C),
    work(22),
    say('허리가 무너지지 않게 하세요.', A, S),
    work(12),
    say('반대쪽으로 돌아누우세요.', T),
    beat(3),
    say('수고하셨습니다.'),
  ],
};

export const generatedClasses = [pilatesMat, hiit, yin, vinyasaDeadAir, pilatesKo];

/** The truth of a class: its instructions with their cue kinds, and the counts per kind. */
export function cueTruth(cls: GeneratedClass): { total: number; perKind: Record<CueKind, number> } {
  const perKind: Record<CueKind, number> = {
    breathing: 0,
    alignment: 0,
    transition: 0,
    directional: 0,
    safety: 0,
    timing: 0,
  };
  let total = 0;
  for (const line of cls.lines) {
    if (!('say' in line) || line.cues.length === 0) continue;
    for (const kinds of line.instructions ?? [line.cues]) {
      total++;
      for (const kind of kinds) perKind[kind]++;
    }
  }
  return { total, perKind };
}
