import { describe, expect, it } from 'vitest';
import { badgesOf, headlineTrends, levelOf, nextBadge, onTargetShare, type ScoredSession } from './progress.ts';

const good = {
  wpm: 135,
  silenceRatio: 0.25,
  fillersPer100: 1,
  cuesPerMinute: 8,
  clarity: 90,
  flow: 88,
  consistency: 85,
};
const poor = {
  wpm: 190,
  silenceRatio: 0.5,
  fillersPer100: 6,
  cuesPerMinute: 2,
  clarity: 50,
  flow: 40,
  consistency: 30,
};

function session(i: number, scores: ScoredSession['scores']): ScoredSession {
  return {
    id: `s${i}`,
    title: `S${i}`,
    day: `2026-01-${String(i + 1).padStart(2, '0')}`,
    recordedOn: null,
    createdAt: '',
    style: null,
    language: 'en',
    scores,
  };
}
/** Newest first, as the list API returns them. */
const many = (n: number, scores: ScoredSession['scores']) =>
  Array.from({ length: n }, (_, i) => session(n - i, scores));

describe('dashboard levels', () => {
  it('starts at beginner and needs both practice and quality to move up', () => {
    expect(levelOf([]).level).toBe('beginner');
    expect(levelOf(many(2, good)).level).toBe('beginner'); // quality but too few sessions
    expect(levelOf(many(3, good)).level).toBe('intermediate');
    expect(levelOf(many(12, poor)).level).toBe('beginner'); // practice without quality
    expect(levelOf(many(10, good)).level).toBe('expert');
    expect(levelOf(many(20, good)).level).toBe('master');
  });

  it('says what the next level needs', () => {
    const l = levelOf(many(3, good));
    expect(l.next).toEqual({ level: 'advanced', sessionsNeeded: 2, shareNeeded: 0.6 });
    expect(levelOf(many(20, good)).next).toBeNull();
  });

  it('measures on-target share against the session’s style (a yin class is not too slow at 90 WPM)', () => {
    const slow = { ...good, wpm: 90, silenceRatio: 0.55 };
    expect(onTargetShare({ ...session(1, slow), style: 'yin' })).toBeGreaterThan(onTargetShare(session(1, slow)));
  });
});

describe('dashboard badges', () => {
  it('earns count badges and metric badges from real scores', () => {
    const badges = Object.fromEntries(badgesOf([session(2, good), session(1, poor)]).map((b) => [b.key, b]));
    expect(badges.firstSession?.earned).toBe(true);
    expect(badges.fiveSessions).toMatchObject({ earned: false, progress: 2, goal: 5 });
    expect(badges.fillerControl?.earned).toBe(true);
    expect(badges.allRound?.earned).toBe(true);
    expect(badgesOf([session(1, poor)]).find((b) => b.key === 'fillerControl')?.earned).toBe(false);
  });

  it('steady improver needs three sessions in a row each better than the last', () => {
    const mid = { ...poor, fillersPer100: 1, wpm: 140 };
    const better = { ...mid, clarity: 90, flow: 90 };
    // newest first: better, mid, poor → improving twice in a row
    expect(
      badgesOf([session(3, better), session(2, mid), session(1, poor)]).find((b) => b.key === 'steadyImprover')?.earned,
    ).toBe(true);
    expect(
      badgesOf([session(3, poor), session(2, mid), session(1, better)]).find((b) => b.key === 'steadyImprover')?.earned,
    ).toBe(false);
  });

  it('suggests the closest unearned badge next', () => {
    expect(nextBadge(badgesOf(many(4, good)))?.key).toBe('fiveSessions');
  });
});

describe('headline trends', () => {
  it('compares the recent sessions with the ones before, by each metric’s direction', () => {
    const trends = Object.fromEntries(headlineTrends([...many(3, good), ...many(3, poor)]).map((t) => [t.key, t]));
    expect(trends.fillersPer100?.verdict).toBe('better');
    expect(trends.wpm?.verdict).toBe('better'); // 190 → 135 moves into the band
    expect(headlineTrends(many(1, good))).toEqual([]);
  });
});

describe('dashboard verdicts read the judged key scores', () => {
  // A mat-like class: whole-class pace and silence out of band only because of students' working time; the server
  // sends the judged values (contracts judged-metrics.ts) next to the shown ones.
  const shown = { ...good, wpm: 81, silenceRatio: 0.57, cuesPerMinute: 3.2 };
  const judged = { ...good, wpm: 120, silenceRatio: 0.3, cuesPerMinute: 6 };

  it('counts a class excused for working time as on target, and one too short to judge as neither', () => {
    const excused = { ...session(1, shown), judged };
    expect(onTargetShare(excused)).toBe(1);
    expect(onTargetShare(session(1, shown))).toBeLessThan(1); // an older server: judged as shown
    const badges = badgesOf([excused]);
    expect(badges.find((b) => b.key === 'paceOnTarget')?.earned).toBe(true);
    // Five good classes and a clip too short to judge on top: the clip neither lowers the level's share nor earns.
    const clip = { ...session(9, poor), judged: null };
    expect(levelOf([clip, ...many(5, good)]).share).toBe(1);
    expect(badgesOf([clip]).find((b) => b.key === 'fillerControl')?.earned).toBe(false);
    expect(headlineTrends([clip, ...many(2, good)])).toHaveLength(7);
  });
});
