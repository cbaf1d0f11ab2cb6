import { styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { readAnnouncement } from '../../src/text/announcements.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

type Line = { start: number; end: number; text: string };

function classTime(
  lines: Line[],
  style: 'vinyasa' | 'mat' | 'yin' | 'teaching' | 'hiphop' | 'hiit' | 'contemporary' | 'reformer',
  language: 'en' | 'ko' = 'en',
) {
  const transcript = processTranscript(lines, { language, style });
  return computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript,
    targets: styleTargets(style, language),
    language,
  });
}

const kinds = (ct: ReturnType<typeof classTime>) => ct.stretches.map((s) => `${s.kind} ${s.end - s.start}`);

describe('the class time model', () => {
  it('reads an announced hold up to its length, and the overrun past it as dead air', () => {
    const announced = classTime(
      [
        { start: 0, end: 3, text: 'Stay here for five breaths.' },
        { start: 28, end: 30, text: 'And release.' },
      ],
      'vinyasa',
    );
    expect(kinds(announced)).toEqual(['speaking 3', 'hold 25', 'speaking 2']);
    // Five breaths are about 25 s: after 70 s of silence the class has been waiting for 37 s nobody explained.
    const overrun = classTime(
      [
        { start: 0, end: 3, text: 'Stay here for five breaths.' },
        { start: 73, end: 75, text: 'And release.' },
      ],
      'vinyasa',
    );
    expect(overrun.stretches.map((s) => s.kind)).toEqual(['speaking', 'hold', 'dead_air', 'speaking']);
    expect(overrun.deadAirCount).toBe(1);
    expect(overrun.longestDeadAirSec).toBe(70);
  });

  it('does not hear "let it go" as the start of an interval', () => {
    // Found on a rendered vinyasa class (sweep, 28 Nov): "Close your eyes and let everything go." before savasana
    // read as "Go!", so the 30 s rest after it was working time capped at vinyasa's 20 s, and the rest dead air.
    expect(readAnnouncement('Close your eyes and let everything go.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('Let go.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('Three, two, one, go!', 'en', 5)).toEqual({ kind: 'interval' });
    expect(readAnnouncement('Jumping jacks, go.', 'en', 5)).toEqual({ kind: 'interval' });
    const ct = classTime(
      [
        { start: 0, end: 3, text: 'Extend your legs long for savasana.' },
        { start: 3.5, end: 6, text: 'Close your eyes and let everything go.' },
        { start: 36, end: 39, text: 'Slowly start to deepen your breath.' },
      ],
      'vinyasa',
    );
    expect(ct.deadAirCount).toBe(0);
    expect(ct.stretches.map((s) => s.kind)).toEqual(['speaking', 'hold', 'speaking']);
  });

  it('reads savasana said without a length as the class resting for minutes, not a pose held for a few breaths', () => {
    // A yoga class ends lying still for minutes before the teacher brings the class back: a vinyasa savasana was
    // allowed 25 s (five breaths) and a three-minute one reported as a 2.5-minute dead air.
    const ct = classTime(
      [
        { start: 0, end: 3, text: 'Extend your legs long for savasana.' },
        { start: 3.5, end: 6, text: 'Close your eyes and rest.' },
        { start: 186, end: 189, text: 'Slowly start to deepen your breath.' },
      ],
      'vinyasa',
    );
    expect(ct.deadAirCount).toBe(0);
    expect(kinds(ct)).toEqual(['speaking 6', 'hold 180', 'speaking 3']);
    expect(readAnnouncement('사바사나 자세로 눕습니다.', 'ko', 5)).toEqual({ kind: 'hold', seconds: 600 });
    // A length said is the length; coming out of it announces no rest.
    expect(readAnnouncement('Stay in savasana for two minutes.', 'en', 5)).toEqual({ kind: 'hold', seconds: 120 });
    expect(readAnnouncement('Slowly roll out of savasana.', 'en', 5)?.seconds).toBeUndefined();
  });

  it('hears Korean holds and rests in breaths, seconds and minutes', () => {
    expect(readAnnouncement('다섯 호흡 유지합니다.', 'ko', 5)).toEqual({ kind: 'hold', seconds: 25 });
    expect(readAnnouncement('30초 쉬세요.', 'ko', 5)).toEqual({ kind: 'rest', seconds: 30 });
    expect(readAnnouncement('이 자세로 1분 정도 머물겠습니다.', 'ko', 6)).toEqual({ kind: 'hold', seconds: 60 });
    // Breathing out (내쉬다) is not a rest, and "이 자세" is "this pose", not "two".
    expect(readAnnouncement('숨을 내쉬면서 앞으로 숙입니다.', 'ko', 5)).toBeUndefined();
    const ct = classTime(
      [
        { start: 0, end: 3, text: '다섯 호흡 유지합니다.' },
        { start: 30, end: 32, text: '천천히 풀어 주세요.' },
      ],
      'mat',
      'ko',
    );
    expect(kinds(ct)).toEqual(['speaking 3', 'hold 27', 'speaking 2']);
  });

  it('gives the class time to answer a question, and counts other voices as the class talking', () => {
    const lines = [
      { start: 0, end: 3, text: 'What do you think happens when we double the dose?' },
      { start: 12, end: 15, text: 'Exactly, it stops working.' },
    ];
    const transcript = processTranscript(lines, { language: 'en', style: 'teaching' });
    const ct = computeClassTime({
      regions: [
        { start: 0, end: 3 },
        { start: 6, end: 9 },
        { start: 12, end: 15 },
      ],
      others: [{ start: 6, end: 9 }],
      transcript,
      targets: styleTargets('teaching', 'en'),
      language: 'en',
    });
    // The student's answer is its own stretch: not the instructor speaking, not the wait for it.
    expect(ct.stretches.map((s) => s.kind)).toEqual(['speaking', 'question', 'class_question', 'question', 'speaking']);
    expect(ct.seconds.class_question).toBeCloseTo(3, 2);
    expect(ct.seconds.question).toBeCloseTo(6, 2);
    expect(ct.talkShare).toBeCloseTo(6 / 15, 3);
  });

  it('counts a pause inside a sentence as a gap between words, not one between sentences', () => {
    const transcript = processTranscript(
      [{ start: 0, end: 10, text: 'Now slowly bring your right knee toward your chest and hold it there gently' }],
      { language: 'en', style: 'mat' },
    );
    const gap = computeClassTime({
      regions: [
        { start: 0, end: 4.5 },
        { start: 6, end: 10 },
      ],
      transcript,
      targets: styleTargets('mat', 'en'),
      language: 'en',
    });
    expect(gap.midSentenceGapCount).toBe(1);
    const between = classTime(
      [
        { start: 0, end: 3, text: 'Bring your right knee in.' },
        { start: 4.5, end: 7, text: 'Hold it there.' },
      ],
      'mat',
    );
    expect(between.midSentenceGapCount).toBe(0);
  });

  it('reads a silence that keeps the class rhythm as working time though its line was misheard, never one after an aside or far longer', () => {
    // A hip-hop class: a call, then about 16 s danced in silence, again and again. One copy of the recording heard
    // "Bounds to the beat. Least off." where the others heard "Bounce to the beat, knees soft": no cue, and that
    // copy called the phrase dead air (16 s of it) while the others called it working time.
    const dance = (third: string, gapAfterThird = 16): Line[] => {
      const said = [
        'Feet apart, knees soft, bounce to the beat.',
        'Add the shoulders, roll them back on every count.',
        third,
        'Two step, step right together, step left together.',
        'Body roll from the chest down to the hips, eight counts.',
        'Cross the arms and punch up on five, six, seven, eight.',
        'Amazing work today everybody.',
      ];
      let t = 0;
      return said.map((text, i) => {
        const line = { start: t, end: t + 3, text };
        t += 3 + (i === 2 ? gapAfterThird : 16);
        return line;
      });
    };
    const at = 41; // where the third line ends
    const misheard = classTime(dance('Bounds to the beat. Least off.'), 'hiphop');
    expect(misheard.stretches.find((s) => s.start === at)?.kind).toBe('working');
    expect(misheard.deadAirCount).toBe(0);
    // After an aside the same silence is the instructor's, and a stop far longer than the class's phrases is not a
    // phrase: both stay dead air.
    const aside = classTime(dance('Hang on, I need to fix the sound.'), 'hiphop');
    expect(aside.stretches.find((s) => s.start === at)?.kind).toBe('dead_air');
    // Asking to see or hear the class is said to it, about the work: the phrase danced after it keeps the rhythm.
    for (const toClass of ['Let me hear you!', 'Let me see those knees up.', "I'd like you to go lower."]) {
      expect(classTime(dance(toClass), 'hiphop').stretches.find((s) => s.start === at)?.kind, toClass).toBe('working');
    }
    for (const own of ['Let me find the track.', 'Let me see the time.', "I'd better check the speaker."]) {
      expect(classTime(dance(own), 'hiphop').stretches.find((s) => s.start === at)?.kind, own).toBe('dead_air');
    }
    // Showing or dancing the movement for the class to follow is teaching, not an aside: a dance-fitness class's
    // telephone copy heard "let the hips move" as "Let me just move." and called its 24 s phrase dead air where the
    // mp3, video and phone copies called it working time. An errand with an object stays an aside.
    for (const shown of [
      'How to step forward and mark. Let me just move.',
      "Let me show you. I'll dance it with you.",
    ]) {
      const ct = classTime(dance(shown), 'hiphop');
      expect(ct.stretches.find((s) => s.start === at)?.kind, shown).toBe('working');
      expect(ct.deadAirCount, shown).toBe(0);
    }
    for (const errand of ['Let me just move this mat.', 'Let me show the front desk.', 'Let me move, hang on.']) {
      expect(classTime(dance(errand), 'hiphop').stretches.find((s) => s.start === at)?.kind, errand).toBe('dead_air');
    }
    // Still only the class's rhythm explains it: a demonstration far longer than its phrases is the instructor's stop.
    expect(classTime(dance('Let me show you.', 40), 'hiphop').longestDeadAirSec).toBe(40);
    const long = classTime(dance('Bounds to the beat. Least off.', 40), 'hiphop');
    expect(long.stretches.find((s) => s.start === at)?.kind).toBe('dead_air');
    expect(long.longestDeadAirSec).toBe(40);
  });

  it('finds the rhythm of a short class from two explained phrases, and none from one, and counts the misheard calls as cues', () => {
    // A 2-minute jazz class on a telephone line: three of five calls misheard ("Long leg.", "Quaint turn…"), so only
    // two silences are explained by their words; the same class as an mp3 explained all five. Two phrases worked in
    // silence are a rhythm; one is not.
    const jazz = (heard: boolean[]): Line[] => {
      const calls = [
        'Walk across the floor, long legs, shoulders down.',
        'Now arms, opposite arm to leg, and finish up.',
        'Chaine turns to the corner, four of them.',
        'Kick ball change into a pas de bourree.',
        'All of it together, five, six, seven, eight.',
      ];
      const misheard = ['Long leg.', 'No arm, open the time.', 'Quaint turn, put the corner.', 'Quaint pull.', 'Five.'];
      let t = 0;
      const lines = calls.map((call, i) => {
        const line = { start: t, end: t + 3, text: heard[i] ? call : misheard[i]! };
        t += 3 + 18;
        return line;
      });
      return [...lines, { start: t, end: t + 2, text: 'Thank you everybody.' }];
    };
    const two = classTime(jazz([false, false, false, true, true]), 'hiphop');
    expect(two.deadAirCount).toBe(0);
    expect(two.seconds.working).toBe(5 * 18);
    // The three misheard calls were instructions the students carried out: the cue density counts them.
    expect(two.unheardCueCount).toBe(3);
    expect(classTime(jazz([true, true, true, true, true]), 'hiphop').unheardCueCount).toBe(0);
    // One explained phrase is no rhythm, but five silences of one length are the class's sets however few were
    // explained (class-time-repeated-sets.test.ts): the truth, five worked phrases. With the phrases of different
    // lengths there is neither, and the calls misheard into no instruction stay dead air ("Long leg." still opens
    // like an instruction, a body part and its place, so the first phrase, no longer than the explained one, is
    // working time by its own words: class-time-uncued-instruction.test.ts).
    const one = classTime(jazz([false, false, false, false, true]), 'hiphop');
    expect(one.deadAirCount).toBe(0);
    // Phrases of 12, 25, 34, 45 and 18 s: no three of one length.
    const uneven = jazz([false, false, false, false, true]).map((l, i) => {
      const shift = [0, -6, 1, 17, 44, 44][i]!;
      return { ...l, start: l.start + shift, end: l.end + shift };
    });
    expect(classTime(uneven, 'hiphop').deadAirCount).toBe(3);
  });
  it('hears "rest and breathe" as a rest, and a rest word inside a movement as part of the movement', () => {
    // A HIIT class on the verdict sweep: the 20 s after "Rest and breathe." was read as working time (the breath word
    // made the line a cue), while the same 20 s after a plain "Rest." was a rest.
    const hiit = classTime(
      [
        { start: 0, end: 3, text: 'Burpees, chest to the floor, jump up high, go!' },
        { start: 43, end: 44, text: 'Rest and breathe.' },
        { start: 64, end: 67, text: 'Skaters, jump side to side.' },
      ],
      'hiit',
    );
    expect(kinds(hiit)).toEqual(['speaking 3', 'working 40', 'speaking 1', 'hold 20', 'speaking 3']);
    // A contemporary class's "fall and recover" is a movement: the silence after it is students dancing, not a rest.
    expect(readAnnouncement('Fall to the left, recover, and fall to the right.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('Recover and relax.', 'en', 5)).toEqual({ kind: 'rest' });
    expect(readAnnouncement('Rest your forehead on the mat.', 'en', 5)).toBeUndefined();
  });

  it('hears a line of nothing but breathing, said alone, as a rest, and a breath said after a movement as its breath', () => {
    // The HIIT class's 8 kHz telephone copy heard "Rest and breathe." as "Breath and breathe.": the 20 s rest after
    // it was working time. Said alone after the class worked, a line asking only for breath is the class stopping.
    const hiit = (heard: string) =>
      classTime(
        [
          { start: 0, end: 3, text: 'Burpees, chest to the floor, jump up high, go!' },
          { start: 43, end: 44, text: heard },
          { start: 64, end: 67, text: 'Skaters, jump side to side.' },
        ],
        'hiit',
      ).seconds;
    for (const heard of ['Breath and breathe.', 'Breathe.', 'And breathe, nice and slow.']) {
      expect(hiit(heard), heard).toMatchObject({ working: 40, hold: 20, dead_air: 0 });
    }
    // A dance's "slow it down, and breathe" is the movement, whether heard as one sentence or two.
    for (const heard of ['Cha cha cha, slow it down, and breathe.', 'Cha cha cha, slow it down. And breathe.']) {
      expect(hiit(heard), heard).toMatchObject({ working: 60, hold: 0 });
    }
  });

  it('reads a hold the recogniser heard as "fold", "take here" or "stay four" as a hold, and a fold without a length as the movement', () => {
    // A reformer class's "hold there for thirty seconds" was heard "fold in for 30 seconds" in all four copies, and a
    // yin class's "Hold it." as "Fold it.": both read as working time, not the hold they were.
    expect(readAnnouncement('Feather the knees into tabletop and fold in for 30 seconds.', 'en', 5)).toEqual({
      kind: 'hold',
      seconds: 30,
    });
    expect(readAnnouncement('Let the knees fall to the right. Fold it.', 'en', 6)).toEqual({ kind: 'hold' });
    expect(readAnnouncement('We will take here for two minutes.', 'en', 6)).toEqual({ kind: 'hold', seconds: 120 });
    // "for" heard "four", or no "for" at all: a hold verb with its length.
    expect(readAnnouncement('Lie on your belly, four arms now, stay four 90 seconds.', 'en', 6)).toEqual({
      kind: 'hold',
      seconds: 90,
    });
    expect(readAnnouncement('Hold 30 seconds.', 'en', 5)).toEqual({ kind: 'hold', seconds: 30 });
    expect(readAnnouncement('Come back to center and fold.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('Exhale, fold forward.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('Jumping jacks for 30 seconds, go!', 'en', 5)).toEqual({ kind: 'interval', seconds: 30 });
    const yin = classTime(
      [
        { start: 0, end: 4, text: 'Roll onto your back and let the knees fall to the right. Fold it.' },
        { start: 64, end: 66, text: 'Thank you for practising with me.' },
      ],
      'yin',
    );
    expect(yin.seconds).toMatchObject({ working: 0, hold: 60, dead_air: 0 });
  });

  it('reads a hold of a named pose or position ("hold the hundred position") as a hold, not working time', () => {
    // A reformer class's 40 s "hold the hundred position" read as working time in every copy: only "hold the
    // position" with nothing between was a hold.
    const reformer = classTime(
      [
        {
          start: 0,
          end: 5,
          text: 'Knees to tabletop, and hold the hundred position, breathing in for five, out for five.',
        },
        { start: 45, end: 47, text: 'Rest the feet down and roll to your side.' },
      ],
      'reformer',
    );
    expect(reformer.seconds).toMatchObject({ working: 0, hold: 40, dead_air: 0 });
    expect(readAnnouncement("Stay in your child's pose for two minutes.", 'en', 6)).toEqual({
      kind: 'hold',
      seconds: 120,
    });
    // Holding a thing is not holding a pose.
    expect(readAnnouncement('Hold the weights at your chest and squat.', 'en', 5)).toBeUndefined();
  });

  it('reads a phrase handed to the class to dance on its own as working time, not dead air', () => {
    // A contemporary class with no dead air at all: 16–18 s phrases, then a longer one danced alone. With nothing
    // read in "on your own" the last 24 s were dead air (longer than the rhythm's 18 s × 1.3) and the class scored 86.
    const calls = [
      'Roll to the side and spiral up to sitting.',
      'Swing the arms through and rise to standing.',
      'Fall to the left, recover, and fall to the right.',
      'Reach long through the fingertips.',
      'Dance it through on your own with the music.',
    ];
    const phrases = [16, 16, 18, 16, 24];
    let t = 0;
    const lines = calls.map((text, i) => {
      const line = { start: t, end: t + 3, text };
      t += 3 + phrases[i]!;
      return line;
    });
    const ct = classTime([...lines, { start: t, end: t + 2, text: 'Beautiful, take a moment.' }], 'contemporary');
    expect(ct.deadAirCount).toBe(0);
    expect(ct.seconds).toMatchObject({ working: 90, hold: 0, dead_air: 0 });
    expect(readAnnouncement('Your turn!', 'en', 5)).toEqual({ kind: 'interval' });
    expect(readAnnouncement('Put it on your own mat.', 'en', 5)).toBeUndefined();
  });
  it('reads "give me a second" as the instructor stopping, not a one-second interval for the class', () => {
    // A reformer class on the verdict sweep: the teacher stops for 50 s to fix a spring. Three copies heard "give me
    // a second" and read 6 s of working time and 44 s of dead air; the fourth heard "give me your second": 50 s.
    const reformer = (aside: string): Line[] => {
      const said: [string, number][] = [
        ['Footwork, heels on the bar, press out and bend in, ten times.', 30],
        ['Lower the heels under the bar and lift, keep the carriage steady.', 25],
        [aside, 50],
        ['Hands in the straps, arms to the ceiling, press down to the hips.', 30],
        ['Bring the knees into tabletop and hold there for thirty seconds.', 30],
        ['Lovely, bring the feet down and sit up.', 0],
      ];
      let t = 0;
      return said.map(([text, gap]) => {
        const line = { start: t, end: t + 3, text };
        t += 3 + gap;
        return line;
      });
    };
    for (const aside of [
      'Sorry, give me a second, this spring is stuck again.',
      'Give me your second. This spring is stuck again.',
    ]) {
      const ct = classTime(reformer(aside), 'reformer');
      expect(ct.seconds, aside).toMatchObject({ working: 85, hold: 30, dead_air: 50 });
      expect(ct.longestDeadAirSec).toBe(50);
    }
    expect(readAnnouncement('Hang on a sec.', 'en', 5)).toBeUndefined();
    expect(readAnnouncement('One minute, go!', 'en', 5)).toEqual({ kind: 'interval', seconds: 60 });
    expect(readAnnouncement('Just one more minute.', 'en', 5)).toEqual({ kind: 'interval', seconds: 60 });
  });
});
