import type { SessionDetail } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The admin's pace limits (min/max WPM, max silence ratio) applied to a finished analysis: when the pace
 * or the silence falls outside them, say so above the figures (server-computed `limitFlags`). The flags are judged on
 * teaching time like the cards (contracts limit-flags.ts): a figure students' working time moved is quoted at its
 * teaching-time value, with the whole-class figure beside it.
 */
export function LimitNotice({ session }: { session: SessionDetail }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const flags = session.limitFlags;
  const m = session.scores;
  if (!flags || !m || !(flags.paceBelowMin || flags.paceAboveMax || flags.silenceAboveMax)) return null;
  const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const wpm = flags.judgedWpm ?? m.wpm;
  const ratio = flags.judgedSilenceRatio ?? m.silenceRatio;
  // Only a difference a reader can see: a judged figure that rounds to the measured one is the measured one.
  const paceExcused = nf.format(wpm) !== nf.format(m.wpm);
  const silenceExcused = pct.format(ratio) !== pct.format(m.silenceRatio);
  return (
    <div
      role="note"
      data-testid="limit-notice"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('limits.title')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {flags.paceBelowMin &&
          (paceExcused ? (
            <li>
              {t('limits.paceBelowTeaching', { wpm: nf.format(wpm), measured: nf.format(m.wpm), min: flags.minWpm })}
            </li>
          ) : (
            <li>{t('limits.paceBelow', { wpm: nf.format(wpm), min: flags.minWpm })}</li>
          ))}
        {flags.paceAboveMax && <li>{t('limits.paceAbove', { wpm: nf.format(wpm), max: flags.maxWpm })}</li>}
        {flags.silenceAboveMax &&
          (silenceExcused ? (
            <li>
              {t('limits.silenceTeaching', {
                ratio: pct.format(ratio),
                measured: pct.format(m.silenceRatio),
                max: pct.format(flags.maxSilenceRatio),
              })}
            </li>
          ) : (
            <li>{t('limits.silence', { ratio: pct.format(ratio), max: pct.format(flags.maxSilenceRatio) })}</li>
          ))}
      </ul>
      <p className="mt-1">{t('limits.hint')}</p>
    </div>
  );
}
