import { describe, expect, it } from 'vitest';
import { readAnnouncement } from '../../src/text/announcements.ts';
import { classTimeOf, type Line } from '../helpers/class-time-of.ts';

const classTime = (lines: Line[], style: 'hatha' | 'vinyasa' | 'mat', language: 'en' | 'ko' = 'en') =>
  classTimeOf(lines, style, language);

const kinds = (ct: ReturnType<typeof classTime>) => ct.stretches.map((s) => `${s.kind} ${s.end - s.start}`);

describe('a cue that sends the class to rest', () => {
  it('reads the closing rest as a rest when the recogniser mishears the pose name', () => {
    // A hatha class's 8 kHz telephone copy heard "Come down onto your back and rest in savasana." as "Come, go, onto
    // your Mac and rest in San Masana.": its 40 s closing rest was read as 30 s of working time (the style's limit)
    // and 10 s of dead air (score 99), while the other three copies read a 40 s rest and scored 100.
    for (const heard of [
      'Come down onto your back and rest in savasana.',
      'Come down onto your back and rest in San Masana.',
      'Come, go, onto your Mac and rest in San Masana.',
    ]) {
      const ct = classTime(
        [
          { start: 0, end: 4, text: 'Step forward and change sides, right foot back, warrior one.' },
          { start: 34, end: 38, text: heard },
          { start: 78, end: 82, text: 'Slowly roll to the side and come up to sit. Thank you.' },
        ],
        'hatha',
      );
      expect(ct.deadAirCount, heard).toBe(0);
      expect(kinds(ct).slice(-2), heard).toEqual(['hold 40', 'speaking 4']);
    }
  });

  it('hears a rest in the verb, whatever words follow it', () => {
    for (const line of [
      'Lower your knees and rest in child pose.',
      'Rest in San Masana.',
      'Come to rest.',
      'Rest a moment.',
      'Relax into the floor.',
      'Take a rest.',
      'Come onto your knees and rest in child pose.',
    ]) {
      expect(readAnnouncement(line, 'en', 5)?.kind, line).toBe('rest');
    }
    // Lying on the back to rest is the closing rest, however the pose was heard; a length said is the length.
    expect(readAnnouncement('Rest on your back.', 'en', 5)).toEqual({ kind: 'hold', seconds: 600 });
    expect(readAnnouncement('Lie down and relax.', 'en', 5)).toEqual({ kind: 'hold', seconds: 600 });
    expect(readAnnouncement('Roll onto your back and rest for thirty seconds.', 'en', 5)).toEqual({
      kind: 'rest',
      seconds: 30,
    });
  });

  it('keeps "rest" that sends nobody to rest as it was', () => {
    for (const line of [
      'Rest your hands on your hips.',
      'For the rest of the class, keep your core on.',
      'Rest your weight on the front foot.',
      'Come to rest your forearms on the mat.',
      'Keep the rest in mind.',
      'Lie on your back, knees bent, feet flat on the mat.',
      'Relax your jaw.',
    ]) {
      expect(readAnnouncement(line, 'en', 5), line).toBeUndefined();
    }
    // A body part placed is an instruction: the silence after it is working time, not a rest.
    const ct = classTime(
      [
        { start: 0, end: 3, text: 'Rest your hands on your hips and circle the pelvis.' },
        { start: 33, end: 35, text: 'Change direction.' },
      ],
      'mat',
    );
    expect(ct.stretches.map((s) => s.kind)).toContain('working');
  });

  it('reads savasana in its Korean spellings and lying down to rest as the closing rest', () => {
    for (const line of ['샤바사나로 눕습니다.', '사바 아사나 자세로 눕습니다.', '편안하게 누워서 쉬세요.']) {
      expect(readAnnouncement(line, 'ko', 5), line).toEqual({ kind: 'hold', seconds: 600 });
    }
    expect(readAnnouncement('잠시 쉬세요.', 'ko', 5)).toEqual({ kind: 'rest' });
    expect(readAnnouncement('사바사나에서 천천히 나옵니다.', 'ko', 5)).toBeUndefined();
    expect(readAnnouncement('누워서 무릎을 세웁니다.', 'ko', 5)).toBeUndefined();
  });
});
