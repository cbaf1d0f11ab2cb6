import type { SessionListItem } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { paths } from '../../../config/paths.ts';
import { sessionErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatDuration, sessionDay } from '../../../lib/format.ts';
import { formatMetric } from '../../../lib/metric-catalog.ts';
import { useMediaQuery, wideScreenQuery } from '../../../lib/use-media-query.ts';
import { useDeleteSession } from '../api/mutations.ts';
import { StatusBadge } from './status-badge.tsx';
import { TitleEditor } from './title-editor.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-3 align-top text-sm';

export function SessionsTable({
  items,
  selected,
  onToggle,
  onToggleAll,
  onDeleted,
}: {
  items: SessionListItem[];
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('sessions');
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SessionListItem | null>(null);
  const del = useDeleteSession();
  const allOn = items.length > 0 && items.every((s) => selected.has(s.id));
  const lng = i18n.language;
  // On a phone the eight columns do not fit (status and delete ended up off-screen); each session is a card.
  const wide = useMediaQuery(wideScreenQuery);
  const titleCell = (s: SessionListItem) =>
    editing === s.id ? (
      <TitleEditor id={s.id} title={s.title} onDone={() => setEditing(null)} />
    ) : (
      <div className="flex items-start gap-2">
        <Link
          to={paths.session(s.id)}
          className="min-w-0 font-medium break-words text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {s.title}
        </Link>
        <button
          type="button"
          onClick={() => setEditing(s.id)}
          aria-label={t('list.editTitleOf', { title: s.title })}
          className="no-print shrink-0 rounded px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-white"
        >
          <span aria-hidden="true">✎</span>
        </button>
      </div>
    );
  const tagsLine = (s: SessionListItem) =>
    s.tags.length > 0 && (
      <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-400">
        {s.tags.map((tag) => `#${tag}`).join(' ')}
      </p>
    );
  const scores = (s: SessionListItem) =>
    s.scores
      ? t('list.scoresShort', {
          wpm: formatMetric('wpm', s.scores.wpm, lng),
          clarity: formatMetric('clarity', s.scores.clarity, lng),
        })
      : '—';
  const selectBox = (s: SessionListItem) => (
    <input
      type="checkbox"
      aria-label={t('list.selectRow', { title: s.title })}
      checked={selected.has(s.id)}
      onChange={(e) => onToggle(s.id, e.target.checked)}
    />
  );
  const deleteButton = (s: SessionListItem) => (
    <Button
      variant="ghost"
      className="no-print"
      onClick={() => setDeleting(s)}
      aria-label={`${t('list.delete')}: ${s.title}`}
    >
      {t('list.delete')}
    </Button>
  );
  const confirmDelete = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) {
          setDeleting(null);
          del.reset();
        }
      }}
      title={t('list.deleteTitle', { title: deleting?.title ?? '' })}
      description={t('list.deleteBody')}
      confirmLabel={t('list.delete')}
      destructive
      busy={del.isPending}
      error={del.isError ? sessionErrorMessage(del.error, t, lng) : undefined}
      onConfirm={() => {
        if (!deleting) return;
        const id = deleting.id;
        del.mutate(id, {
          onSuccess: () => {
            setDeleting(null);
            onDeleted(id);
            toast({ title: t('list.deleted'), tone: 'success' });
          },
        });
      }}
    />
  );

  if (!wide) {
    return (
      <div>
        <label className="no-print mb-2 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allOn} onChange={(e) => onToggleAll(e.target.checked)} />
          {t('list.selectAll')}
        </label>
        <ul aria-label={t('list.tableCaption')} className="space-y-3">
          {items.map((s) => (
            <li
              key={s.id}
              className={`rounded-xl border border-slate-200 p-3 dark:border-slate-800 ${
                selected.has(s.id) ? 'bg-indigo-50/60 dark:bg-indigo-950/40' : ''
              }`}
            >
              <div className="flex items-start gap-3">
                <span className="pt-1">{selectBox(s)}</span>
                <div className="min-w-0 flex-1">
                  {titleCell(s)}
                  {tagsLine(s)}
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {[
                      formatDate(sessionDay(s), lng),
                      s.style ? t(`style.${s.style}`) : t('noStyle'),
                      formatDuration(s.durationSec),
                    ].join(' · ')}
                  </p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <StatusBadge session={s} />
                    <span className="text-xs tabular-nums">{scores(s)}</span>
                    {deleteButton(s)}
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {confirmDelete}
      </div>
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800" data-scroll-x>
      <table className="w-full min-w-[52rem] border-collapse">
        <caption className="sr-only">{t('list.tableCaption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={`${th} w-10`}>
              <input
                type="checkbox"
                aria-label={t('list.selectAll')}
                checked={allOn}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th scope="col" className={th}>
              {t('list.col.title')}
            </th>
            <th scope="col" className={th}>
              {t('list.col.date')}
            </th>
            <th scope="col" className={th}>
              {t('list.col.style')}
            </th>
            <th scope="col" className={th}>
              {t('list.col.duration')}
            </th>
            <th scope="col" className={th}>
              {t('list.col.status')}
            </th>
            <th scope="col" className={th}>
              {t('list.col.scores')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('list.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((s) => (
            <tr key={s.id} className={selected.has(s.id) ? 'bg-indigo-50/60 dark:bg-indigo-950/40' : undefined}>
              <td className={td}>{selectBox(s)}</td>
              <td className={`${td} max-w-72`}>
                {titleCell(s)}
                {tagsLine(s)}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(sessionDay(s), lng)}</td>
              <td className={td}>{s.style ? t(`style.${s.style}`) : t('noStyle')}</td>
              <td className={`${td} tabular-nums`}>{formatDuration(s.durationSec)}</td>
              <td className={td}>
                <StatusBadge session={s} />
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{scores(s)}</td>
              <td className={td}>{deleteButton(s)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirmDelete}
    </div>
  );
}
