import { compareRecordingOrder, type SessionListItem, type SessionListQuery } from '@cuecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { maxListStreams, useSessionEvents } from '@/api/session-events.ts';
import { useBulkDeleteSessions } from '@/api/session-mutations.ts';
import { isActive, sessionListQueryOptions } from '@/api/sessions.ts';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageHeader } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { paths } from '@/config/paths.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';
import { type Filters, SessionFilters } from './session-filters.tsx';
import { SessionsTable } from './sessions-table.tsx';

const pageSize = 20;
const emptyFilters: Filters = {
  q: '',
  status: '',
  style: '',
  language: '',
  from: '',
  to: '',
  sort: 'createdAt',
  order: 'desc',
};

/** Filters live in the URL so a filtered list can be bookmarked and the back button restores it. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = { ...emptyFilters };
  for (const k of Object.keys(emptyFilters) as (keyof Filters)[]) filters[k] = params.get(k) ?? emptyFilters[k];
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const set = (patch: Partial<Filters> & { page?: number }) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === '' || v === undefined || v === (emptyFilters as Record<string, unknown>)[k]) next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, page, set, reset: () => setParams(new URLSearchParams(), { replace: true }) };
}

export function SessionsPage() {
  const { t, i18n } = useTranslation('sessions');
  const navigate = useNavigate();
  const toast = useToast();
  const { filters, page, set, reset } = useFilters();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);
  const bulkDelete = useBulkDeleteSessions();

  const query: SessionListQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status as SessionListQuery['status'] } : {}),
    ...(filters.style ? { style: filters.style as SessionListQuery['style'] } : {}),
    ...(filters.language ? { language: filters.language as SessionListQuery['language'] } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: filters.sort as SessionListQuery['sort'],
    order: filters.order as 'asc' | 'desc',
    page,
    pageSize,
  };
  const list = useQuery({ ...sessionListQueryOptions(query), placeholderData: keepPreviousData });
  const filtered = Object.entries(filters).some(
    ([k, v]) => k !== 'sort' && k !== 'order' && v !== (emptyFilters as Record<string, string>)[k],
  );
  const items: SessionListItem[] = list.data?.items ?? [];
  // Live rows over SSE (the first few); any others keep polling.
  useSessionEvents(
    items
      .filter((s) => isActive(s.status) || s.feedbackState === 'generating')
      .slice(0, maxListStreams)
      .map((s) => s.id),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const selectedIds = [...selected];

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('list.heading')}>
        <ButtonLink to={paths.upload}>{t('list.upload')}</ButtonLink>
      </PageHeader>
      <SessionFilters filters={filters} onChange={(p) => set(p)} onReset={reset} />

      {selected.size > 0 && (
        <section
          aria-label={t('list.selected', { count: selected.size })}
          className="no-print sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-3 rounded-lg bg-indigo-50 p-3 dark:bg-indigo-950"
        >
          <span className="text-sm font-medium" aria-live="polite">
            {t('list.selected', { count: selected.size })}
          </span>
          <Button
            variant="secondary"
            disabled={selected.size !== 2}
            title={selected.size !== 2 ? t('list.compareHint') : undefined}
            onClick={() => {
              // The earlier class is the baseline by default; compare's swap makes the other one the baseline.
              const pair = items.filter((i) => selected.has(i.id)).sort(compareRecordingOrder);
              const [a, b] = pair.length === 2 ? pair.map((i) => i.id) : selectedIds;
              if (a && b) navigate(paths.compare(a, b));
            }}
          >
            {t('list.compare')}
          </Button>
          <Button variant="danger" onClick={() => setConfirmBulk(true)}>
            {t('list.bulkDelete')}
          </Button>
          {selected.size !== 2 && (
            <span className="text-xs text-slate-600 dark:text-slate-400">{t('list.compareHint')}</span>
          )}
        </section>
      )}

      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={sessionErrorMessage(list.error, t, i18n.language)} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('list.noMatchTitle')}
            body={t('list.noMatchBody')}
            action={
              <Button variant="secondary" onClick={reset}>
                {t('list.reset')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('list.emptyTitle')}
            body={t('list.emptyBody')}
            action={<ButtonLink to={paths.upload}>{t('list.upload')}</ButtonLink>}
          />
        )
      ) : (
        <>
          <SessionsTable
            items={items}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(on) =>
              setSelected((s) => {
                const next = new Set(s);
                for (const it of items) {
                  if (on) next.add(it.id);
                  else next.delete(it.id);
                }
                return next;
              })
            }
            onDeleted={(id) => toggle(id, false)}
          />
          <nav aria-label={t('list.pagination')} className="no-print mt-4 flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => set({ page: page - 1 })}>
              {t('list.previous')}
            </Button>
            <span className="text-sm">{t('list.pageOf', { page, pages, total: list.data?.total ?? 0 })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => set({ page: page + 1 })}>
              {t('list.next')}
            </Button>
          </nav>
        </>
      )}

      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={setConfirmBulk}
        title={t('list.bulkDeleteTitle', { count: selected.size })}
        description={t('list.bulkDeleteBody')}
        confirmLabel={t('list.delete')}
        destructive
        busy={bulkDelete.isPending}
        error={bulkDelete.isError ? sessionErrorMessage(bulkDelete.error, t, i18n.language) : undefined}
        onConfirm={() =>
          bulkDelete.mutate(selectedIds, {
            onSuccess: (res) => {
              setConfirmBulk(false);
              setSelected(new Set());
              toast({ title: t('list.bulkDeleted', { count: res.deleted.length }), tone: 'success' });
            },
          })
        }
      />
    </div>
  );
}
