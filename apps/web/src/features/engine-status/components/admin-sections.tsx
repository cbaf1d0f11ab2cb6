import type { AdminEngineStatus } from '@cuecoach/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { formatBytes, formatDateTime } from '@/lib/format.ts';
import { formatWait } from '../lib/format-wait.ts';

const badge = {
  ok: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  off: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

function Badge({ tone, children }: { tone: keyof typeof badge; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge[tone]}`}>{children}</span>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-heading`} className="space-y-3" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

const muted = 'text-sm break-keep text-slate-600 dark:text-slate-300';

function useLanguageNames() {
  const { t } = useTranslation('engineStatus');
  return (languages: readonly string[]) =>
    languages.length
      ? languages.map((l) => t(`language.${l}`, { defaultValue: l })).join(', ')
      : t('workers.noLanguages');
}

function Engines({ status }: { status: AdminEngineStatus }) {
  const { t } = useTranslation('engineStatus');
  const names = useLanguageNames();
  const { koreanModel } = status;
  return (
    <Section id="engines" title={t('engines.heading')}>
      {status.engines.length === 0 ? (
        <p className={muted}>{t('engines.none')}</p>
      ) : (
        <ul className="space-y-2">
          {status.engines.map((e) => (
            <li
              key={`${e.engine}:${e.model}:${e.problem}`}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {t(`engines.kind.${e.engine}`, { defaultValue: e.engine })}
                <Badge tone={e.ready ? 'ok' : 'bad'}>{e.ready ? t('engines.ready') : t('engines.notReady')}</Badge>
              </p>
              {e.model && <p className="font-mono text-xs break-all">{e.model}</p>}
              <p className={muted}>
                {t('engines.languages', { languages: names(e.languages) })} ·{' '}
                {t('engines.workers', { count: e.workers })}
              </p>
              {e.problem && (
                <p className="text-sm break-all text-red-700 dark:text-red-400">
                  {t('engines.problem', { problem: e.problem })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium">{t('engines.koreanModel', { model: koreanModel.model })}</p>
      <p className={`${muted} break-all`}>
        {t(koreanModel.present ? 'engines.modelPresent' : 'engines.modelMissing', { dir: koreanModel.dir })}
      </p>
      {koreanModel.details && !koreanModel.present && <KoreanModelFile details={koreanModel.details} />}
    </Section>
  );
}

function Downloads({ status }: { status: AdminEngineStatus }) {
  const { t, i18n } = useTranslation('engineStatus');
  return (
    <Section id="downloads" title={t('downloads.heading')}>
      {status.downloads.length === 0 ? (
        <p className={muted}>{t('downloads.none')}</p>
      ) : (
        <ul className="space-y-3">
          {status.downloads.map((d) => {
            const model = d.model ?? '—';
            return (
              <li key={`${d.source}:${d.sessionId ?? ''}`} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="break-all">
                    {d.source === 'admin'
                      ? t('downloads.admin', { model })
                      : t('downloads.analysis', { model, id: d.sessionId })}
                  </span>
                  <Badge tone={d.state === 'failed' ? 'bad' : d.state === 'ready' ? 'ok' : 'warn'}>
                    {t(`downloads.state.${d.state}`)}
                    {d.percent !== null && d.state === 'downloading' ? ` ${Math.round(d.percent)}%` : ''}
                  </Badge>
                </p>
                {d.percent !== null && (
                  <ProgressBar value={d.percent} label={t('downloads.progressLabel', { model })} />
                )}
                {d.receivedBytes !== null && d.totalBytes !== null && d.totalBytes > 0 && (
                  <p className={muted}>
                    {t('downloads.bytes', {
                      received: formatBytes(d.receivedBytes, i18n.language),
                      total: formatBytes(d.totalBytes, i18n.language),
                    })}
                  </p>
                )}
                {d.error && (
                  <p className="text-sm break-all text-red-700 dark:text-red-400">
                    {t('downloads.error', { error: d.error })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function Report({ status }: { status: AdminEngineStatus }) {
  const { t, i18n } = useTranslation('engineStatus');
  const { report } = status;
  return (
    <Section id="report" title={t('report.heading')}>
      <p className="font-medium break-all" data-testid="report-generator">
        {report.generator === 'llm'
          ? t('report.llm', { model: report.model, endpoint: report.endpoint })
          : report.generator === 'local'
            ? t('report.local')
            : t('report.invalid', { problem: report.problem })}
      </p>
      <p className={muted}>{t('report.configuredNote')}</p>
      <p className="text-sm">
        {report.lastReport
          ? t('report.lastReport', {
              generator: [
                t(`report.generator.${report.lastReport.generator}`, {
                  defaultValue: report.lastReport.generator ?? '—',
                }),
                report.lastReport.model,
              ]
                .filter(Boolean)
                .join(' · '),
              time: formatDateTime(report.lastReport.at, i18n.language),
            })
          : t('report.lastReportNone')}
      </p>
      <p className={`text-sm break-all ${report.lastError ? 'text-red-700 dark:text-red-400' : ''}`}>
        {report.lastError
          ? t('report.lastError', {
              time: formatDateTime(report.lastError.at, i18n.language),
              id: report.lastError.sessionId,
              message: report.lastError.message,
            })
          : t('report.lastErrorNone')}
      </p>
    </Section>
  );
}

function Queues({ status }: { status: AdminEngineStatus }) {
  const { t } = useTranslation('engineStatus');
  return (
    <Section id="queues" title={t('queue.heading')}>
      {!status.queueReady ? (
        <p className={muted}>{t('queue.notReady')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {status.queues.map((q) => {
            const label = q.kind === 'feedback' ? t('queue.name.feedback') : t(`queue.name.${q.language ?? 'legacy'}`);
            return (
              <li
                key={q.name}
                data-testid={`queue-${q.name}`}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              >
                <p className="font-medium">{label}</p>
                <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300">{q.name}</p>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                  <dt>{t('queue.waiting')}</dt>
                  <dd className="text-right tabular-nums">{q.waiting}</dd>
                  <dt>{t('queue.active')}</dt>
                  <dd className="text-right tabular-nums">{q.active}</dd>
                  <dt>{t('queue.failed24h')}</dt>
                  <dd className={`text-right tabular-nums ${q.failed24h > 0 ? 'text-red-700 dark:text-red-400' : ''}`}>
                    {q.failed24h}
                  </dd>
                  <dt>{t('queue.completed24h')}</dt>
                  <dd className="text-right tabular-nums">{q.completed24h}</dd>
                  <dt>{t('queue.oldest')}</dt>
                  <dd className="text-right tabular-nums">
                    {q.oldestWaitSeconds === null ? t('queue.none') : formatWait(q.oldestWaitSeconds, t)}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

const workerTone = { running: 'ok', draining: 'warn', stopped: 'off', lost: 'bad' } as const;

function Workers({ status }: { status: AdminEngineStatus }) {
  const { t } = useTranslation('engineStatus');
  const names = useLanguageNames();
  return (
    <Section id="workers" title={t('workers.heading')}>
      {status.workers.length === 0 ? (
        <p className={muted}>{t('workers.none')}</p>
      ) : (
        <ul className="space-y-2">
          {status.workers.map((w) => (
            <li key={w.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-sm break-all">
                  {w.host} · pid {w.pid}
                </span>
                <Badge tone={workerTone[w.state]}>{t(`workers.state.${w.state}`)}</Badge>
              </p>
              <p className={muted}>
                {t('workers.languages', { languages: names(w.languages) })} ·{' '}
                {t('workers.jobs', { jobs: w.jobs, concurrency: w.concurrency })}
              </p>
              <p className="text-sm">
                <time dateTime={w.lastHeartbeat}>
                  {t('workers.heartbeat', { seconds: Math.round(w.secondsSinceHeartbeat) })}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Health({ status }: { status: AdminEngineStatus }) {
  const { t, i18n } = useTranslation('engineStatus');
  const { database, storage } = status;
  const row = (label: string, kind: string, ok: boolean, error: string | null, details: string[]) => (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {label}
        <Badge tone={ok ? 'ok' : 'bad'}>{ok ? t('health.ok') : t('health.failed', { error })}</Badge>
      </p>
      <p className={muted}>{[kind, ...details].join(' · ')}</p>
    </div>
  );
  return (
    <Section id="health" title={t('health.heading')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {row(
          t('health.database'),
          t(`health.dbKind.${database.kind}`),
          database.ok,
          database.error,
          [
            database.latencyMs === null ? null : t('health.latency', { ms: Math.round(database.latencyMs) }),
            database.sizeBytes === null
              ? null
              : t('health.size', { size: formatBytes(database.sizeBytes, i18n.language) }),
          ].filter((x): x is string => x !== null),
        )}
        {row(
          t('health.storage'),
          t(`health.storageKind.${storage.kind}`),
          storage.ok,
          storage.error,
          storage.freeBytes === null ? [] : [t('health.free', { size: formatBytes(storage.freeBytes, i18n.language) })],
        )}
      </div>
    </Section>
  );
}

/** The operator's part of the page: engines, downloads, report generator, queues, workers, health. */
export function AdminSections({ status }: { status: AdminEngineStatus }) {
  return (
    <>
      <Engines status={status} />
      <Downloads status={status} />
      <Report status={status} />
      <Queues status={status} />
      <Workers status={status} />
      <Health status={status} />
    </>
  );
}

/** What an admin needs to provide Korean's model by hand (or let a worker fetch it): file, size, checksum, place, command. */
function KoreanModelFile({ details }: { details: NonNullable<AdminEngineStatus['koreanModel']['details']> }) {
  const { t, i18n } = useTranslation('engineStatus');
  const rows: [string, string][] = [
    [t('koreanFile.file'), details.file],
    [
      t('koreanFile.size'),
      `${formatBytes(details.bytes, i18n.language)} (${details.bytes.toLocaleString(i18n.language)} B)`,
    ],
    [t('koreanFile.sha256'), details.sha256],
    [t('koreanFile.path'), details.path],
    [t('koreanFile.url'), details.url],
    [t('koreanFile.command'), details.command],
  ];
  if (details.detail) rows.push([t('koreanFile.lastCheck'), details.detail]);
  return (
    <div data-testid="korean-model-file" className="mt-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-sm break-keep">{t('koreanFile.intro')}</p>
      <dl className="mt-2 grid gap-1 text-xs sm:grid-cols-[8rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
