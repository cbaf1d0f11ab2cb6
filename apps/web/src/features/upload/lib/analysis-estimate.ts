import { type AnalysisSpeed, estimateAnalysisSeconds } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';

/**
 * The confirm step's "analysis takes about …" line: from the file's length and the speed this server measured for
 * its engine (or the engine's default before any analysis finished), instead of a fixed "5–15 minutes".
 */
export function analysisEstimateText(
  durationSec: number | null,
  speed: AnalysisSpeed | undefined,
  t: TFunction<'upload'>,
): string {
  if (durationSec === null || !speed) return t('analysisTime.unknown');
  const { low, high } = estimateAnalysisSeconds(durationSec, speed);
  let range: string;
  if (high < 60) range = t('analysisTime.seconds', { low, high });
  else {
    const lowMin = Math.max(1, Math.round(low / 60));
    const highMin = Math.max(lowMin, Math.ceil(high / 60));
    range =
      lowMin === highMin
        ? t('analysisTime.aboutMinutes', { count: highMin })
        : t('analysisTime.minutes', { low: lowMin, high: highMin });
  }
  return t(speed.samples > 0 ? 'analysisTime.measured' : 'analysisTime.defaultSpeed', { range });
}
