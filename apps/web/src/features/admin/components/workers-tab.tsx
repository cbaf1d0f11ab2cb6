import type { AdminWorker } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { useAdminWorkers } from '../api/workers.ts';

const stateTone: Record<string, string> = {
  running: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  draining: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  stopped: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  lost: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

function WorkerCard({ worker }: { worker: AdminWorker }) {
  const { t } = useTranslation('workers');
  const ts = useTranslation('sessions').t;
  // A worker that should be heart-beating but is not has died (killed, out of memory, machine gone).
  const state = !worker.alive && worker.state !== 'stopped' ? 'lost' : worker.state;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm break-all">
          {worker.host} · pid {worker.pid} · v{worker.version}
        </p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateTone[state]}`}>
          {t(`state.${state}`)}
        </span>
      </div>
      <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-300">{worker.id}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t('columns.engines')}</dt>
        <dd>
          <ul>
            {worker.engines.map((e) => (
              <li key={`${e.engine}:${e.model}`} className="break-all">
                {e.engine}
                {e.model ? ` · ${e.model}` : ''}
                {e.languages.length > 0 ? ` · ${e.languages.map((l) => ts(`language.${l}`)).join(', ')}` : ''}
                {e.problem && (
                  <span className="block text-red-700 dark:text-red-400">{t('problem', { problem: e.problem })}</span>
                )}
              </li>
            ))}
          </ul>
          <span className="text-slate-600 dark:text-slate-300">{t('concurrency', { count: worker.concurrency })}</span>
        </dd>
        <dt className="font-medium">{t('columns.jobs')}</dt>
        <dd>
          {worker.jobs.length === 0 ? (
            t('noJobs')
          ) : (
            <ul>
              {worker.jobs.map((j) => (
                <li key={`${j.sessionId}:${j.attempt}`} className="font-mono text-xs break-all">
                  {/* A dead worker's job is not running here any more: say what became of it. */}
                  {state === 'lost'
                    ? t('lostJob', {
                        id: j.sessionId,
                        attempt: j.attempt,
                        outcome: j.status ? ts(`status.${j.status}`) : t('deleted'),
                      })
                    : t('job', {
                        id: j.sessionId,
                        attempt: j.attempt,
                        step: j.step ? ts(`steps.${j.step}`) : ts('steps.waiting'),
                        percent: Math.round(j.percent ?? 0),
                      })}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="font-medium">{t('columns.heartbeat')}</dt>
        <dd>
          <time dateTime={worker.lastHeartbeat}>
            {t('secondsAgo', { seconds: Math.round(worker.secondsSinceHeartbeat) })}
          </time>
        </dd>
      </dl>
    </Card>
  );
}

/** Admin › Workers: the worker registry (docs/sessions.md, "Workers"). */
export function WorkersTab() {
  const { t } = useTranslation('workers');
  const ts = useTranslation('sessions').t;
  const workers = useAdminWorkers();
  if (workers.isPending) return <LoadingState />;
  if (workers.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void workers.refetch()} />;
  const list = workers.data.workers;
  const live = list.filter((w) => w.alive && w.state === 'running');
  const languages = [...new Set(live.flatMap((w) => w.languages))];
  return (
    <section className="space-y-4" aria-labelledby="workers-heading">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="workers-heading" className="text-lg font-semibold">
            {t('heading')}
          </h2>
          <p className="mt-1 text-sm break-keep text-slate-600 dark:text-slate-300">{t('intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => void workers.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      <p className="text-sm font-medium" data-testid="workers-summary">
        {t('summary', {
          alive: live.length,
          languages: languages.length ? languages.map((l) => ts(`language.${l}`)).join(', ') : t('noLanguages'),
        })}
      </p>
      {list.length === 0 ? (
        <p className="text-sm break-keep">{t('empty')}</p>
      ) : (
        list.map((w) => <WorkerCard key={w.id} worker={w} />)
      )}
    </section>
  );
}
