/**
 * Classes of different styles, each in its own voice, spoken at test time (spoken-class.ts) to measure what the
 * recogniser loses when the instructor picks no style: the words of each line are the truth, and the lines carry
 * the style's own terms (asanas, apparatus, steps, moves) the way instructors use them.
 */
import type { Style } from '@cuecoach/contracts';
import type { SpokenClass } from './spoken-class.ts';

export interface StyledClass {
  name: string;
  style: Style;
  script: SpokenClass;
}

const lines = (say: string[], gap: number): SpokenClass['items'] =>
  say.flatMap((line, i) => (i === 0 ? [{ say: line }] : [{ gap }, { say: line }]));

export const vinyasaFlow: StyledClass = {
  name: 'vinyasa-flow',
  style: 'vinyasa',
  script: {
    voice: 'en-us+f2',
    rate: 155,
    musicDb: -20,
    items: lines(
      [
        'Welcome to our vinyasa class, come to the front of your mat in tadasana',
        'Close your eyes and begin your ujjayi breath, slow and steady',
        'Inhale and sweep your arms up, exhale and fold into uttanasana',
        'Step back to plank and lower slowly through chaturanga',
        'Inhale into upward dog, exhale back into downward dog',
        'Stay here for five breaths and pedal out your feet',
        'Step your right foot forward and rise up into warrior two',
        'Straighten the front leg and tilt into trikonasana',
        'Take a vinyasa and meet me back in downward dog',
        'Lower your knees and rest in balasana',
        'Come onto your back and settle into savasana',
        'Thank you for practicing with me today, namaste',
      ],
      1.4,
    ),
  },
};

export const reformerClass: StyledClass = {
  name: 'reformer-class',
  style: 'reformer',
  script: {
    voice: 'en-gb',
    rate: 165,
    musicDb: -22,
    items: lines(
      [
        'Good evening everyone, today we are on the reformer',
        'Set one red spring and one blue spring for footwork',
        'Lie down on the carriage with your heels on the footbar',
        'Find your neutral spine and keep your powerhouse engaged',
        'Press the carriage out and bring it back with control, ten times',
        'Now lift your head and chest for the hundred',
        'Breathe in for five counts and out for five counts',
        'Bring your knees in and place your feet in the straps',
        'Lower to one spring for short spine, and keep your imprint',
        'Kneel on the carriage facing the footbar for the long stretch',
        'Sit tall for the teaser and reach your arms forward',
        'Lovely work today, step off the reformer carefully',
      ],
      1.3,
    ),
  },
};

export const hiitClass: StyledClass = {
  name: 'hiit-circuit',
  style: 'hiit',
  script: {
    voice: 'en-us+m3',
    rate: 185,
    musicDb: -14,
    items: lines(
      [
        'Alright team, this is a Tabata circuit, twenty seconds on and ten seconds off',
        'First up, squats, sit back into your heels and drive up',
        'Keep your chest tall and push your knees out',
        'Next we go into burpees, chest to the floor and jump',
        'Switch to mountain climbers, drive those knees fast',
        'Grab your kettlebell for swings, hinge at the hips',
        'Now reverse lunges, alternate legs, step back and drop the knee',
        'Hold a plank for thirty seconds, squeeze everything',
        'Three more sets of ten reps, you can do it',
        'Last round, this is an AMRAP, as many rounds as possible',
        'Great job everyone, grab some water and stretch it out',
      ],
      1.2,
    ),
  },
};

export const balletClass: StyledClass = {
  name: 'ballet-barre',
  style: 'ballet',
  script: {
    voice: 'en-gb-scotland',
    rate: 150,
    musicDb: -18,
    items: lines(
      [
        'Hello dancers, take your place at the barre in first position',
        'We begin with demi plié, bend and stretch, keeping your heels down',
        'Now a grand plié, lower all the way and rise with control',
        'Tendu to the front, to the side and to the back',
        'Close in fifth position and rise into relevé',
        'Arms in second, and balance for four counts',
        'Five six seven eight, chassé across the floor',
        'Prepare for a single pirouette from fourth position',
        'Spot your head and finish cleanly in fifth',
        'Pas de bourrée, then a ball change and hold the pose',
        'Lovely work, take a bow and thank your pianist',
      ],
      1.3,
    ),
  },
};

/** Held-out: a slower yin-style mat class in another voice, not looked at while choosing the no-style prompt. */
export const matPilatesClass: StyledClass = {
  name: 'mat-pilates',
  style: 'mat',
  script: {
    voice: 'en-029+f3',
    rate: 160,
    musicDb: -20,
    items: lines(
      [
        'Welcome to mat pilates, lie on your back with your knees bent',
        'Press your lower back into the mat and find your imprint',
        'Curl up into the hundred, pump your arms and breathe',
        'Roll up one vertebra at a time and reach for your toes',
        'Roll back down slowly, keep the powerhouse working',
        'Single leg stretch, switch, switch, keep the elbows wide',
        'Come up to sitting for the spine stretch forward',
        'Now balance on your sit bones and try the teaser',
        'Roll onto your front for the swan, lift the chest gently',
        'Finish in rest position and let your breathing slow down',
      ],
      1.3,
    ),
  },
};

export const styledClasses: StyledClass[] = [vinyasaFlow, reformerClass, hiitClass, balletClass, matPilatesClass];

/** The reference text of a class: its lines in order. */
export const referenceOf = (truth: { lines: { text: string }[] }) => truth.lines.map((l) => l.text).join(' ');
