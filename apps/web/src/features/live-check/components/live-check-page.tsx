import type { AnalysisLanguage } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { type LiveCheckState, useLiveCheck } from '../hooks/use-live-check.ts';
import { LevelMeter } from './level-meter.tsx';

const goodVerdicts = new Set(['clear', 'clear_over_music']);

/** /test/realtime: an instructor checks the microphone set-up before class (docs/live-check.md). */
export function LiveCheckPage() {
  const { t, i18n } = useTranslation('liveCheck');
  const [language, setLanguage] = useState<AnalysisLanguage>(i18n.language === 'en' ? 'en' : 'ko');
  const { state, start, stop } = useLiveCheck();
  const active = state.phase === 'connecting' || state.phase === 'listening' || state.phase === 'finishing';

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('title')} />
      <p className="text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('privacy')}</p>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('language')}
          <select
            value={language}
            disabled={active}
            onChange={(e) => setLanguage(e.target.value as AnalysisLanguage)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="ko">{t('languages.ko')}</option>
            <option value="en">{t('languages.en')}</option>
          </select>
        </label>
        {active ? (
          <Button variant="secondary" onClick={stop} disabled={state.phase !== 'listening'}>
            {state.phase === 'listening' ? t('stop') : <Spinner />}
            {state.phase !== 'listening' && <span>{t(state.phase === 'connecting' ? 'connecting' : 'stop')}</span>}
          </Button>
        ) : (
          <Button onClick={() => void start(language)}>{state.phase === 'ended' ? t('again') : t('start')}</Button>
        )}
      </div>

      {state.problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t(`errors.${state.problem}`)}
        </p>
      )}

      {state.phase !== 'idle' && !state.problem && <CheckResults state={state} />}
    </div>
  );
}

function CheckResults({ state }: { state: LiveCheckState }) {
  const { t } = useTranslation('liveCheck');
  const seconds = Math.min(state.maxSeconds, Math.floor(state.heardSec));
  const good = goodVerdicts.has(state.verdict);
  return (
    <div className="mt-6 space-y-4">
      {state.ended && (
        <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t(`closed.${state.ended}`)}
        </p>
      )}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium">{t('level')}</span>
          <span className="tabular-nums text-slate-600 dark:text-slate-400">
            {t('elapsed', { seconds, max: state.maxSeconds })}
          </span>
        </div>
        <LevelMeter
          rmsDb={state.rmsDb}
          peakDb={state.peakDb}
          clipping={state.clipping}
          label={t('level')}
          valueText={t('levelValue', { db: Math.round(state.rmsDb) })}
        />
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">{t('state.label')}:</span>
          <span
            data-testid="live-sound-state"
            className={`rounded-full px-2 py-0.5 font-medium ${
              state.sound === 'speech'
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                : state.sound === 'sound'
                  ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                  : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
            }`}
          >
            {t(`state.${state.sound}`)}
          </span>
          {state.clipping && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900 dark:bg-red-900 dark:text-red-100">
              {t('clipping')}
            </span>
          )}
        </div>
      </Card>

      <Card aria-labelledby="live-verdict-heading">
        <h2 id="live-verdict-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {t('verdictHeading')}
        </h2>
        <p
          data-testid="live-verdict"
          aria-live="polite"
          className={`mt-1 text-lg font-semibold ${good ? 'text-emerald-700 dark:text-emerald-300' : state.verdict === 'listening' ? '' : 'text-amber-800 dark:text-amber-300'}`}
        >
          {t(`verdict.${state.verdict}`)}
        </p>
      </Card>

      <Card aria-labelledby="live-transcript-heading">
        <h2 id="live-transcript-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {t('transcriptHeading')}
        </h2>
        {!state.transcription ? (
          <p className="mt-2 text-sm">{t('transcriptEnglishOnly')}</p>
        ) : state.lines.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('transcriptEmpty')}</p>
        ) : (
          <div data-testid="live-transcript" className="mt-2 space-y-1 break-words">
            {state.lines.map((line) => (
              <p key={line.start} className={line.text ? '' : 'text-sm text-slate-500'}>
                {line.text ?? t(`skipped.${line.skipped ?? 'failed'}`)}
              </p>
            ))}
          </div>
        )}
        {state.transcription && (
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            <Stat label={t('stats.words')} value={state.stats.words} />
            <Stat label={t('stats.wpm')} value={Math.round(state.stats.wpm)} />
            <Stat label={t('stats.fillers')} value={state.stats.fillers} />
          </dl>
        )}
        {state.stats.fillerWords.length > 0 && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('stats.fillerList', { words: state.stats.fillerWords.join(', ') })}
          </p>
        )}
      </Card>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
