/**
 * Class scripts with one known weakness each (and a restorative class whose long holds are intended), in both
 * languages. Used by the feedback tests.
 */
import type { ClassScript } from './class-builder.ts';

const vinyasaFlow = [
  'Inhale reach your arms up overhead, exhale fold forward, inhale halfway lift with a long flat back, exhale step back to plank and lower all the way down to the mat',
  'Inhale press into your palms and lift your chest into upward dog, exhale roll over your toes and lift your hips up and back into downward dog with your heels reaching down',
  'Inhale step your right foot forward between your hands, exhale ground down through the back heel, inhale rise up into warrior one with your arms reaching up toward the ceiling',
  'Exhale open your arms wide into warrior two, gaze over your front fingers, inhale reverse the arms and reach back, exhale cartwheel the hands down and step back to plank',
];

/** Too fast: the vinyasa flow delivered at ~230 words a minute with almost no pauses. */
export const tooFastEn: ClassScript = {
  language: 'en',
  style: 'vinyasa',
  articulationWpm: 235,
  gapSec: 0.4,
  repeat: 6,
  lines: vinyasaFlow.map((text) => ({ text })),
};

/** Too many fillers: a hatha class at a good pace, full of um/uh/you know/basically. */
export const fillersEn: ClassScript = {
  language: 'en',
  style: 'hatha',
  articulationWpm: 150,
  gapSec: 2.5,
  repeat: 4,
  lines: [
    { text: 'Um, so we are going to, uh, start standing at the top of the mat, um, with your feet hip width apart.' },
    { text: 'Inhale, reach your arms up toward the ceiling. Exhale, fold forward from your hips.' },
    { text: 'And, uh, basically just, um, let your head hang heavy, you know, let it go.' },
    { text: 'Inhale, lengthen your spine halfway up, hands on your shins, and exhale fold again.' },
    { text: 'Uh, now, um, step your left foot back, uh, and basically lower your back knee to the mat.' },
    { text: 'Breathe in and lift your chest, breathe out and soften your shoulders away from your ears.' },
  ],
};

/** Too few breath cues: a pilates mat class full of alignment and direction, no breath. */
export const fewBreathEn: ClassScript = {
  language: 'en',
  style: 'mat',
  articulationWpm: 150,
  gapSec: 2.5,
  repeat: 5,
  lines: [
    { text: 'Lie on your back with your knees bent and your feet flat on the mat, hip width apart.' },
    { text: 'Float your right leg up to tabletop, knee stacked over the hip, and keep your pelvis level.' },
    { text: 'Lower the toes to the mat without letting your lower back arch, then switch legs.' },
    { text: 'Curl your head and shoulders up and reach your arms long by your sides.' },
    { text: 'Pump the arms for the hundred, legs extended up at forty five degrees, shoulders down.' },
    { text: 'Roll down one vertebra at a time and place your head back down on the mat.' },
  ],
};

/**
 * Long dead air: a hatha class with silences in the middle of the sequence well past a hatha hold (the class time
 * model lets students hold a pose for 30 s after an instruction; these run 50–55 s).
 */
export const deadAirEn: ClassScript = {
  language: 'en',
  style: 'hatha',
  articulationWpm: 140,
  gapSec: 3,
  repeat: 2,
  lines: [
    { text: 'Inhale, reach your arms up toward the ceiling. Exhale, fold forward from your hips.' },
    { text: 'Step your right foot back into a low lunge and lower your back knee down.', pauseAfter: 50 },
    { text: 'Inhale, lift your chest and reach your arms up. Exhale, soften your shoulders down.' },
    { text: 'Now come down onto your hands and knees for table top, wrists under your shoulders.' },
    { text: 'Sit your hips back toward your heels and rest your forehead on the mat.', pauseAfter: 55 },
    { text: 'Breathe in through your nose, breathe out slowly, and walk your hands back toward your knees.' },
  ],
};

/** Restorative: long silent holds (30–42 s) are the practice, inside the style's dead-air limit. */
export const restorativeEn: ClassScript = {
  language: 'en',
  style: 'restorative',
  articulationWpm: 95,
  gapSec: 4,
  repeat: 3,
  lines: [
    { text: 'Settle onto your bolster and let your arms rest wide, palms facing up.' },
    { text: 'Breathe in slowly through your nose, and let the exhale be long and soft.', pauseAfter: 38 },
    { text: 'Let your jaw soften and your shoulders melt down toward the floor.' },
    { text: 'With each exhale, let the bolster hold a little more of your weight.', pauseAfter: 42 },
    { text: 'Take a deep breath in, and as you breathe out, let your legs grow heavy.' },
    { text: 'Stay here, breathing gently, there is nowhere else to be.', pauseAfter: 31 },
  ],
};

/** Vague cues, taught online: "like this" with no body part or direction. */
export const vagueEn: ClassScript = {
  language: 'en',
  style: 'hatha',
  scenario: 'online',
  articulationWpm: 140,
  gapSec: 2.5,
  repeat: 3,
  lines: [
    { text: 'Inhale, bring your right knee in toward your chest.' },
    { text: 'Now just do it like this and hold.' },
    { text: 'Exhale, lower the leg and reach your arms up overhead.' },
    { text: 'Then move this way, and stay there for a moment.' },
    { text: 'Breathe in, lengthen your spine, and breathe out.' },
    { text: 'Okay, and the other side, like that, good.' },
  ],
};

export const fillersKo: ClassScript = {
  language: 'ko',
  style: 'hatha',
  articulationWpm: 105,
  gapSec: 2.5,
  repeat: 4,
  lines: [
    { text: '음, 이제 매트 앞쪽에 서서, 어, 발은 골반 너비로 벌려 주세요.' },
    { text: '숨을 들이마시며 두 팔을 천장 쪽으로 뻗어 올립니다. 내쉬며 골반에서부터 앞으로 숙입니다.' },
    { text: '그리고 이제 약간, 음, 머리를 그냥 툭 떨어뜨리고, 어, 힘을 빼 주세요.' },
    { text: '들이마시며 척추를 길게 반만 올라오고, 내쉬며 다시 숙입니다.' },
    { text: '어, 이제 왼발을, 음, 뒤로 보내고 약간 무릎을 매트에 내려놓습니다.' },
    { text: '숨을 마시며 가슴을 열고, 내쉬며 어깨를 귀에서 멀리 내립니다.' },
  ],
};

export const vagueKo: ClassScript = {
  language: 'ko',
  style: 'hatha',
  scenario: 'online',
  articulationWpm: 100,
  gapSec: 2.5,
  repeat: 3,
  lines: [
    { text: '숨을 들이마시며 오른쪽 무릎을 가슴 쪽으로 당겨 주세요.' },
    { text: '자, 이렇게 해 주시고 잠시 유지합니다.' },
    { text: '내쉬며 다리를 내리고 두 팔을 위로 뻗어 올립니다.' },
    { text: '그다음에 이런 식으로 해서 잠깐 머물게요.' },
    { text: '들이마시며 척추를 길게, 내쉬며 편안하게.' },
    { text: '네, 반대쪽도 요렇게, 좋아요.' },
  ],
};

export const deadAirKo: ClassScript = {
  language: 'ko',
  style: 'hatha',
  articulationWpm: 100,
  gapSec: 3,
  repeat: 2,
  lines: [
    { text: '숨을 들이마시며 두 팔을 위로, 내쉬며 골반에서부터 앞으로 숙입니다.' },
    { text: '오른발을 뒤로 보내 로우 런지, 뒤쪽 무릎을 내려놓습니다.', pauseAfter: 50 },
    { text: '들이마시며 가슴을 들어 올리고, 내쉬며 어깨를 내립니다.' },
    { text: '엉덩이를 뒤꿈치 쪽으로 보내고 이마를 매트에 내려놓습니다.', pauseAfter: 55 },
    { text: '코로 천천히 마시고 입으로 길게 내쉬며 손을 무릎 쪽으로 걸어옵니다.' },
  ],
};

/**
 * A slow hatha class: set-up talk ("let's begin", "two more"), a long silence share, run-on lines
 * whose breath words the recogniser left without punctuation, and one misheard line.
 */
export const slowHathaEn: ClassScript = {
  language: 'en',
  style: 'hatha',
  articulationWpm: 140,
  gapSec: 4,
  repeat: 3,
  lines: [
    { text: "Okay everyone, let's begin in a comfortable seat." },
    { text: 'Take three full rest here.' },
    {
      text: 'Now step your right foot forward and bend your front knee right over your ankle inhale sweep your arms up overhead exhale open into warrior two',
    },
    { text: 'Two more.' },
    { text: 'Lift your chest and draw your shoulders down.' },
    { text: 'Turn your back toes out.' },
    { text: 'Stay here for five breaths.' },
    { text: 'Beautiful, well done.' },
  ],
};

/** A Korean vinyasa class: breath-led flow with a few breath-less movement cues and set-up talk. */
export const vinyasaKo: ClassScript = {
  language: 'ko',
  style: 'vinyasa',
  articulationWpm: 95,
  gapSec: 2.5,
  repeat: 4,
  lines: [
    { text: '자, 이제 매트 앞쪽에 서 주세요.' },
    { text: '들이마시면서 두 팔을 위로 올립니다.' },
    { text: '내쉬면서 상체를 앞으로 숙입니다.' },
    { text: '오른발을 뒤로 보내 주세요.' },
    { text: '골반은 정면을 향하게 맞춰 주세요.' },
    { text: '그대로 다섯 호흡 머무릅니다.' },
    { text: '좋아요, 잘하고 계세요.' },
    { text: '왼발을 앞으로 가져옵니다.' },
  ],
};
