/** Scripts of the probe classes (probe-classes.ts): never seen by the code's tuning; fillers counted by kind. */
import type { ClassScript, ScriptItem } from './synth.ts';

export interface ProbeClass {
  name: string;
  script: ClassScript;
  /** Pink noise level in dB full scale mixed under the whole recording, when set. */
  noiseDb?: number;
  words: number;
  fillers: Record<string, number>;
}

const say = (s: string): ScriptItem => ({ say: s });
const um: ScriptItem = { filler: 'um' };
const uh: ScriptItem = { filler: 'uh' };
const gap = (g: number): ScriptItem => ({ gap: g });

function make(name: string, voice: string, rate: number, items: ScriptItem[], noiseDb?: number): ProbeClass {
  const fillers: Record<string, number> = {};
  let words = 0;
  for (const item of items) {
    if ('filler' in item) fillers[item.filler] = (fillers[item.filler] ?? 0) + 1;
    if ('say' in item) {
      words += item.say.split(/\s+/).filter(Boolean).length;
      const t = item.say.toLowerCase();
      for (const [k, re] of [
        ['you know', /\byou know\b/g],
        ['like', /\blike,/g],
        ['so', /(^|[.!?]\s)so,/g],
        ['um', /\bum\b/g],
        ['uh', /\buh\b/g],
      ] as const)
        fillers[k] = (fillers[k] ?? 0) + (t.match(re)?.length ?? 0);
    }
  }
  for (const k of Object.keys(fillers)) if (!fillers[k]) delete fillers[k];
  return { name, script: { voice, rate, lead: 1, tail: 1.5, items }, noiseDb, words, fillers };
}

export const probeClasses: ProbeClass[] = [
  make('yoga-gb', 'en-gb', 140, [
    say('Welcome everyone, let us begin seated with a tall spine.'),
    gap(2),
    say('Inhale slowly through the nose, and exhale through the mouth.'),
    um,
    gap(1.5),
    say('So, bring your hands to your knees and relax your shoulders.'),
    gap(4),
    say('On your next inhale, lift your arms overhead.'),
    uh,
    say('Exhale, fold forward over your legs.'),
    gap(6),
    say('You know, there is no rush here, just breathe.'),
    um,
    gap(2.5),
    say('Step back to downward dog, press the floor away.'),
    gap(8),
    say('Lower your knees and rest in child pose.'),
  ]),
  make('pilates-us', 'en-us', 165, [
    say('Okay, lie on your back with your knees bent and feet flat.'),
    gap(1.5),
    say('Find a neutral pelvis, like, not tucked and not arched.'),
    um,
    say('Breathe in to prepare.'),
    gap(2),
    say('Breathe out and draw your navel toward your spine.'),
    uh,
    gap(3),
    say('So, we will do the hundred, curl your head and shoulders up.'),
    gap(5),
    say('Pump your arms, keep your ribs down, you know, stay long.'),
    um,
    um,
    gap(2),
    say('Lower down with control and roll onto your side.'),
    gap(7),
    say('Lift the top leg, keep the hips stacked.'),
  ]),
  make(
    'hiit-f3',
    'en+f3',
    180,
    [
      say('Alright team, we start with jumping jacks in three, two, one, go!'),
      gap(3),
      say('Keep it up, land softly on the balls of your feet.'),
      uh,
      say('Switch to squats, chest up, knees over toes.'),
      gap(1.5),
      say('So, drive through your heels and breathe out as you stand.'),
      um,
      gap(4),
      say('Ten seconds left, push, push!'),
      gap(2),
      say('And rest. Shake it out, grab some water.'),
      gap(8),
      say('Next up, mountain climbers, like, hips low and core tight.'),
      uh,
      uh,
      say('Drive the knees, you know, fast but controlled.'),
    ],
    -30,
  ),
  make('dance-m3', 'en-us+m3', 150, [
    say('Hi everybody, today we learn a short jazz combination.'),
    gap(2),
    say('Start with feet together, arms down by your sides.'),
    um,
    say('Step right, together, step left, together.'),
    gap(3),
    say('Now add the arms, reach up on five and six.'),
    gap(1.5),
    say('So, on seven and eight we turn to the left.'),
    uh,
    gap(5),
    say('Let us run it with the music from the top.'),
    um,
    gap(2.5),
    say('Five, six, seven, eight, step, touch, reach, and turn.'),
    gap(6),
    say('Great, like, really nice energy, keep your chin up.'),
  ]),
];
