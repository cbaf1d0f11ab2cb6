import { type AnalysisLanguage, type Style, styles, styleTargets } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';

/** A style key from the URL, or null when it is not one of the 22 styles (the page then shows not-found). */
export function parseStyleKey(key: string | undefined): Style | null {
  return key && (styles as readonly string[]).includes(key) ? (key as Style) : null;
}

export type TargetRow = { key: string; label: string; value: string };

/**
 * The rows of a style's targets table, straight from the shared targets table (contracts/style-targets.ts) the
 * analysis scores against, so the page can never show a number the engine does not use.
 */
export function targetRows(style: Style, language: AnalysisLanguage, t: TFunction, locale: string): TargetRow[] {
  const x = styleTargets(style, language);
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const n = (v: number) => num.format(v);
  const rows: TargetRow[] = [
    {
      key: 'wpm',
      label: t('styles:targets.wpm'),
      value: t(language === 'ko' ? 'styles:values.wpmKo' : 'styles:values.wpmEn', {
        min: n(x.wpm.min),
        max: n(x.wpm.max),
      }),
    },
  ];
  if (x.syllablesPerMinute) {
    rows.push({
      key: 'syllables',
      label: t('styles:targets.syllables'),
      value: t('styles:values.syllables', { min: n(x.syllablesPerMinute.min), max: n(x.syllablesPerMinute.max) }),
    });
  }
  rows.push(
    {
      key: 'chart',
      label: t('styles:targets.chart'),
      value: t(language === 'ko' ? 'styles:values.chartKo' : 'styles:values.chartEn', {
        min: n(x.wpmChart.optimal.min),
        max: n(x.wpmChart.optimal.max),
        below: n(x.wpmChart.problemBelow),
        above: n(x.wpmChart.problemAbove),
      }),
    },
    {
      key: 'silenceRatio',
      label: t('styles:targets.silenceRatio'),
      value: t('styles:values.percentRange', {
        min: pct.format(x.silenceRatio.min),
        max: pct.format(x.silenceRatio.max),
      }),
    },
    {
      key: 'avgPause',
      label: t('styles:targets.avgPause'),
      value: t('styles:values.secondsRange', { min: n(x.avgPauseSec.min), max: n(x.avgPauseSec.max) }),
    },
    {
      key: 'deadAir',
      label: t('styles:targets.deadAir'),
      value: t('styles:values.deadAir', { value: n(x.deadAirSec) }),
    },
    {
      key: 'fillers',
      label: t('styles:targets.fillers'),
      value: t('styles:values.fillers', { value: n(x.fillersPer100Max) }),
    },
    {
      key: 'cueDensity',
      label: t('styles:targets.cueDensity'),
      value: t('styles:values.cues', { min: n(x.cuesPerMinute.min), max: n(x.cuesPerMinute.max) }),
    },
    {
      key: 'clarity',
      label: t('styles:targets.clarity'),
      value: t('styles:values.scoreMin', { value: n(x.clarityMin) }),
    },
    { key: 'flow', label: t('styles:targets.flow'), value: t('styles:values.scoreMin', { value: n(x.flowMin) }) },
    {
      key: 'consistency',
      label: t('styles:targets.consistency'),
      value: t('styles:values.scoreMin', { value: n(x.consistencyMin) }),
    },
  );
  return rows;
}
