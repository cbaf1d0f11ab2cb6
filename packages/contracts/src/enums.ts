import { z } from 'zod/mini';

/** Enumerations. Labels live in the web's i18n files, keyed by these values. */
export const purposes = ['teaching_demo', 'practice', 'assessment', 'lecture', 'other'] as const;
export const scenarios = ['small_group', 'large_class', 'online', 'self_practice'] as const;
export const styleGroups = ['yoga', 'pilates', 'dance', 'fitness', 'presentation'] as const;
export const stylesByGroup = {
  yoga: ['hatha', 'vinyasa', 'ashtanga', 'yin', 'restorative'],
  pilates: ['mat', 'reformer', 'cadillac', 'chair', 'tower'],
  dance: ['contemporary', 'ballet', 'hiphop', 'jazz'],
  fitness: ['hiit', 'strength', 'cardio', 'functional'],
  presentation: ['business', 'academic', 'teaching', 'public_speaking'],
} as const satisfies Record<(typeof styleGroups)[number], readonly string[]>;
export const styles = Object.values(stylesByGroup).flat() as Style[];
export const experienceLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const interests = ['yoga', 'pilates', 'meditation', 'health', 'exercise', 'wellness'] as const;
export const analysisLanguages = ['ko', 'en'] as const;
export const uiLanguages = ['ko', 'en'] as const;
export const dashboardLevels = ['beginner', 'intermediate', 'advanced', 'expert', 'master'] as const;
export const deletionReasons = [
  'no_longer_needed',
  'privacy_concerns',
  'service_quality',
  'technical_issues',
  'cost_concerns',
  'other',
] as const;

export type Purpose = (typeof purposes)[number];
export type Scenario = (typeof scenarios)[number];
export type StyleGroup = (typeof styleGroups)[number];
export type Style = (typeof stylesByGroup)[StyleGroup][number];
export type ExperienceLevel = (typeof experienceLevels)[number];
export type Interest = (typeof interests)[number];
export type AnalysisLanguage = (typeof analysisLanguages)[number];
export const isAnalysisLanguage = (value: string): value is AnalysisLanguage =>
  (analysisLanguages as readonly string[]).includes(value);
export type UiLanguage = (typeof uiLanguages)[number];

export function groupOfStyle(style: Style): StyleGroup {
  for (const group of styleGroups) {
    if ((stylesByGroup[group] as readonly string[]).includes(style)) return group;
  }
  throw new Error(`unknown style ${style}`);
}

export const purposeSchema = z.enum(purposes);
export const scenarioSchema = z.enum(scenarios);
export const styleSchema = z.enum(styles as [Style, ...Style[]]);
export const styleGroupSchema = z.enum(styleGroups);
export const analysisLanguageSchema = z.enum(analysisLanguages);
export const uiLanguageSchema = z.enum(uiLanguages);
export const experienceLevelSchema = z.enum(experienceLevels);
export const interestSchema = z.enum(interests);
