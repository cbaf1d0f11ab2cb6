import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleLogEntry, ErrorLogEntry, RequestLogEntry } from '../lib/log-types.ts';
import { ScrollablePre } from './scrollable-pre.tsx';

// Scrollable blocks take focus so keyboard users can scroll them (axe scrollable-region-focusable).
const pre =
  'mt-1 max-h-60 overflow-auto rounded-lg bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all dark:bg-slate-800';

const statusTone: Record<RequestLogEntry['statusClass'], string> = {
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  redirect: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  failure: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  pending: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

function time(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(language, { hour12: false });
}

function Empty({ text }: { text: string }) {
  return <p className="py-8 text-center text-slate-600 dark:text-slate-300">{text}</p>;
}

function Headers({ label, headers }: { label: string; headers: Record<string, string> }) {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return (
    <div>
      <h4 className="mt-3 text-xs font-semibold">{label}</h4>
      <ScrollablePre className={pre}>{lines.length > 0 ? lines.join('\n') : '—'}</ScrollablePre>
    </div>
  );
}

/** Newest first; each call expands to its headers, bodies and error. */
export function NetworkTab({ entries }: { entries: readonly RequestLogEntry[] }) {
  const { t, i18n } = useTranslation('diagnostics');
  const [filter, setFilter] = useState<'all' | RequestLogEntry['statusClass']>('all');
  if (entries.length === 0) return <Empty text={t('network.empty')} />;
  const shown = entries.filter((e) => filter === 'all' || e.statusClass === filter).toReversed();
  return (
    <div>
      <label className="mb-3 flex items-center gap-2 text-sm">
        {t('network.filter')}
        <select
          value={filter}
          onChange={(event) => setFilter(event.target.value as typeof filter)}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="all">{t('network.all')}</option>
          {(['success', 'redirect', 'failure', 'pending'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`network.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 && <Empty text={t('network.noMatch')} />}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('tabs.network')}>
        {shown.map((entry) => (
          <li key={entry.id} data-testid="network-entry">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 py-2 text-sm">
                <span className="font-mono font-semibold">{entry.method}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${statusTone[entry.statusClass]}`}>
                  {entry.status ?? '—'} {t(`network.status.${entry.statusClass}`)}
                </span>
                <span className="min-w-0 flex-1 truncate font-mono text-xs">{entry.url}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {entry.duration === null ? '' : t('network.duration', { ms: entry.duration })} ·{' '}
                  {time(entry.timestamp, i18n.language)}
                </span>
              </summary>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 pb-3 text-xs">
                <dt className="font-semibold">{t('network.time')}</dt>
                <dd>{entry.timestamp}</dd>
                <dt className="font-semibold">{t('network.route')}</dt>
                <dd>{entry.route}</dd>
                <dt className="font-semibold">{t('network.statusText')}</dt>
                <dd>{entry.statusText || '—'}</dd>
                <dt className="font-semibold">ID</dt>
                <dd className="font-mono">{entry.id}</dd>
              </dl>
              {entry.error && (
                <p role="note" className="mb-2 text-sm text-red-800 dark:text-red-300">
                  {t('network.error')}: {entry.error}
                </p>
              )}
              <Headers label={t('network.requestHeaders')} headers={entry.requestHeaders} />
              <h4 className="mt-3 text-xs font-semibold">{t('network.requestBody')}</h4>
              <ScrollablePre className={pre}>{entry.requestBody ?? t('network.noBody')}</ScrollablePre>
              <Headers label={t('network.responseHeaders')} headers={entry.responseHeaders} />
              <h4 className="mt-3 text-xs font-semibold">{t('network.responseBody')}</h4>
              <ScrollablePre className={`${pre} mb-3`}>{entry.responseBody || t('network.noBody')}</ScrollablePre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorsTab({ entries }: { entries: readonly ErrorLogEntry[] }) {
  const { t, i18n } = useTranslation('diagnostics');
  if (entries.length === 0) return <Empty text={t('errors.empty')} />;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('tabs.errors')}>
      {entries.toReversed().map((entry) => (
        <li key={entry.id} data-testid="error-entry">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-center gap-2 py-2 text-sm">
              <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-200">
                {t(`errors.source.${entry.source}`)}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {entry.error.name}: {entry.error.message}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{time(entry.timestamp, i18n.language)}</span>
            </summary>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 pb-2 text-xs">
              <dt className="font-semibold">{t('errors.id')}</dt>
              <dd className="font-mono">{entry.id}</dd>
              <dt className="font-semibold">{t('errors.route')}</dt>
              <dd>{entry.route}</dd>
              {entry.requestId && (
                <>
                  <dt className="font-semibold">{t('errors.requestId')}</dt>
                  <dd className="font-mono">{entry.requestId}</dd>
                </>
              )}
            </dl>
            <h4 className="text-xs font-semibold">{t('errors.stack')}</h4>
            <ScrollablePre className={pre}>{entry.error.stack ?? '—'}</ScrollablePre>
            <h4 className="mt-3 text-xs font-semibold">{t('errors.info')}</h4>
            <ScrollablePre className={`${pre} mb-3`}>{entry.errorInfo?.trim() || '—'}</ScrollablePre>
          </details>
        </li>
      ))}
    </ul>
  );
}

const levelTone: Record<ConsoleLogEntry['level'], string> = {
  error: 'text-red-800 dark:text-red-300',
  warn: 'text-amber-800 dark:text-amber-300',
  info: '',
  log: '',
  debug: 'text-slate-600 dark:text-slate-300',
};

export function LogsTab({ entries }: { entries: readonly ConsoleLogEntry[] }) {
  const { t, i18n } = useTranslation('diagnostics');
  if (entries.length === 0) return <Empty text={t('logs.empty')} />;
  return (
    <ol className="space-y-1 font-mono text-xs" aria-label={t('tabs.logs')}>
      {entries.toReversed().map((entry) => (
        <li key={entry.id} className={`flex gap-2 ${levelTone[entry.level]}`}>
          <span className="shrink-0">{time(entry.timestamp, i18n.language)}</span>
          <span className="w-12 shrink-0 uppercase">{entry.level}</span>
          <span className="break-all whitespace-pre-wrap">{entry.message}</span>
        </li>
      ))}
    </ol>
  );
}
