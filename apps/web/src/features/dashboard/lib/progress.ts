import {
  type AnalysisLanguage,
  compareMetric,
  dashboardLevels,
  type KeyMetricKey,
  keyMetricKeys,
  metricBands,
  metricOnTarget,
  type SessionKeyScores,
  type Style,
  type Verdict,
} from '@cuecoach/contracts';

/** A completed session as the dashboard sees it (from the sessions list). Lists are newest recording first. */
export type ScoredSession = {
  id: string;
  title: string;
  day: string; // YYYY-MM-DD, the recording day
  recordedOn: string | null;
  createdAt: string;
  style: Style | null;
  language: AnalysisLanguage;
  scores: SessionKeyScores;
  /**
   * The key scores as verdicts judge them (contracts judged-metrics.ts; students' working time excused): what
   * on-target, levels, badges and trends read, while `scores` is what screens show. Null for a class too short to
   * judge, which then counts as practice but never for or against a verdict; absent from older servers (`scores`).
   */
  judged?: SessionKeyScores | null;
};

/** The values a verdict reads for a session; null when it is too short to judge. */
export function verdictScores(s: ScoredSession): SessionKeyScores | null {
  return s.judged === undefined ? s.scores : s.judged;
}

/** The sessions a verdict can be taken on (not too short to judge), in the order given. */
export function judgeable(sessions: ScoredSession[]): ScoredSession[] {
  return sessions.filter((s) => verdictScores(s) !== null);
}

/** The key scores of the metric registry: the dashboard judges exactly what the sessions list carries. */
export const scoreKeys = keyMetricKeys;
export type ScoreKey = KeyMetricKey;

/** Which key scores sit inside the session's own style bands (the shared band rule, as the report and compare use). */
export function onTarget(s: ScoredSession): Record<ScoreKey, boolean> {
  const bands = metricBands(s.style, s.language);
  const judged = verdictScores(s);
  return Object.fromEntries(
    scoreKeys.map((k) => [k, judged !== null && metricOnTarget(k, judged[k], bands[k])]),
  ) as Record<ScoreKey, boolean>;
}

/** Share (0–1) of the key scores on target. */
export function onTargetShare(s: ScoredSession): number {
  const hits = Object.values(onTarget(s)).filter(Boolean).length;
  return hits / scoreKeys.length;
}

export type Level = (typeof dashboardLevels)[number];

/**
 * The level rule (shown to the user as written here). Levels need both practice and quality, measured on the last
 * five completed sessions so one bad class does not erase progress:
 *   intermediate: 3+ analysed sessions and on average 40 % of key metrics on target
 *   advanced:     5+ sessions and 60 %
 *   expert:       10+ sessions and 75 %
 *   master:       20+ sessions and 90 %
 * Otherwise beginner.
 */
export const levelRule: { level: Level; minSessions: number; minShare: number }[] = [
  { level: 'master', minSessions: 20, minShare: 0.9 },
  { level: 'expert', minSessions: 10, minShare: 0.75 },
  { level: 'advanced', minSessions: 5, minShare: 0.6 },
  { level: 'intermediate', minSessions: 3, minShare: 0.4 },
  { level: 'beginner', minSessions: 0, minShare: 0 },
];
export const levelWindow = 5;

/** `sessions` newest first. */
export function recentShare(sessions: ScoredSession[]): number {
  const recent = judgeable(sessions).slice(0, levelWindow);
  if (recent.length === 0) return 0;
  return recent.reduce((sum, s) => sum + onTargetShare(s), 0) / recent.length;
}

export function levelOf(sessions: ScoredSession[]): {
  level: Level;
  share: number;
  next: { level: Level; sessionsNeeded: number; shareNeeded: number } | null;
} {
  const share = recentShare(sessions);
  const n = sessions.length;
  const reached =
    levelRule.find((r) => n >= r.minSessions && share >= r.minShare - 1e-9) ?? levelRule[levelRule.length - 1];
  const level = reached?.level ?? 'beginner';
  const idx = dashboardLevels.indexOf(level);
  const nextLevel = dashboardLevels[idx + 1];
  const rule = levelRule.find((r) => r.level === nextLevel);
  return {
    level,
    share,
    next: rule
      ? { level: rule.level, sessionsNeeded: Math.max(0, rule.minSessions - n), shareNeeded: rule.minShare }
      : null,
  };
}

export const badgeKeys = [
  'firstSession',
  'fiveSessions',
  'tenSessions',
  'fillerControl',
  'paceOnTarget',
  'cueRhythm',
  'clearSpeaker',
  'allRound',
  'steadyImprover',
] as const;
export type BadgeKey = (typeof badgeKeys)[number];
export type Badge = { key: BadgeKey; earned: boolean; progress: number; goal: number };

/**
 * Badge rules (each badge's text in the UI states the same rule):
 *   firstSession / fiveSessions / tenSessions: 1 / 5 / 10 analysed sessions
 *   fillerControl: a session with filler words under the style's maximum
 *   paceOnTarget: a session with pace inside the style's band
 *   cueRhythm: a session with cue density inside the style's band
 *   clearSpeaker: a session with clarity and flow both on target
 *   allRound: a session with every key metric on target
 *   steadyImprover: three sessions in a row, each with more key metrics on target than the one before
 */
export function badgesOf(sessions: ScoredSession[]): Badge[] {
  const n = sessions.length;
  const hits = judgeable(sessions).map(onTarget);
  const any = (pred: (h: Record<ScoreKey, boolean>) => boolean) => (hits.some(pred) ? 1 : 0);
  const chronological = [...judgeable(sessions)].reverse().map(onTargetShare);
  let run = 1;
  let bestRun = n > 0 ? 1 : 0;
  for (let i = 1; i < chronological.length; i++) {
    run = (chronological[i] ?? 0) > (chronological[i - 1] ?? 0) ? run + 1 : 1;
    bestRun = Math.max(bestRun, run);
  }
  const count = (goal: number): Pick<Badge, 'progress' | 'goal'> => ({ progress: Math.min(n, goal), goal });
  const once = (v: number): Pick<Badge, 'progress' | 'goal'> => ({ progress: v, goal: 1 });
  const list: Omit<Badge, 'earned'>[] = [
    { key: 'firstSession', ...count(1) },
    { key: 'fiveSessions', ...count(5) },
    { key: 'tenSessions', ...count(10) },
    { key: 'fillerControl', ...once(any((h) => h.fillersPer100)) },
    { key: 'paceOnTarget', ...once(any((h) => h.wpm)) },
    { key: 'cueRhythm', ...once(any((h) => h.cuesPerMinute)) },
    { key: 'clearSpeaker', ...once(any((h) => h.clarity && h.flow)) },
    { key: 'allRound', ...once(any((h) => scoreKeys.every((k) => h[k]))) },
    { key: 'steadyImprover', progress: Math.min(bestRun, 3), goal: 3 },
  ];
  return list.map((b) => ({ ...b, earned: b.progress >= b.goal }));
}

/** The unearned badge closest to being earned. */
export function nextBadge(badges: Badge[]): Badge | null {
  return badges.filter((b) => !b.earned).sort((a, b) => b.progress / b.goal - a.progress / a.goal)[0] ?? null;
}

export type Trend = { key: ScoreKey; recent: number; previous: number; verdict: Verdict };

/**
 * Headline trends: the average of the last three recorded sessions against the three before, judged with the
 * newest session's bands, by the same rule as compare (earlier → later, closer to the band is better). Needs at least two sessions; with fewer than six the halves are split evenly.
 */
export function headlineTrends(all: ScoredSession[]): Trend[] {
  // Trends are verdicts too: judged values, and only classes long enough to judge.
  const sessions = judgeable(all);
  if (sessions.length < 2) return [];
  const take = Math.min(3, Math.floor(sessions.length / 2));
  const recent = sessions.slice(0, take);
  const previous = sessions.slice(take, take * 2);
  const newest = sessions[0] as ScoredSession;
  const bands = metricBands(newest.style, newest.language);
  const avg = (list: ScoredSession[], k: ScoreKey) =>
    list.reduce((s, x) => s + (verdictScores(x)?.[k] ?? 0), 0) / list.length;
  return scoreKeys.map((k) => {
    const r = avg(recent, k);
    const p = avg(previous, k);
    return { key: k, recent: r, previous: p, verdict: compareMetric(k, p, r, bands[k]) };
  });
}
