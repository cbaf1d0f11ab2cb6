import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge.tsx';
import { formatDate, formatDuration, sessionDay } from '@/lib/format.ts';
import {
  DeleteSessionButton,
  SelectSessionBox,
  type SessionListLayoutProps,
  SessionScores,
  SessionTags,
  SessionTitle,
} from './session-cells.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-3 align-top text-sm';
const headings = ['title', 'date', 'style', 'duration', 'status', 'scores'] as const;

/** The session list on a wide screen: one row per session, eight columns, scrolling sideways if it must. */
export function SessionRowsTable({
  items,
  selected,
  allOn,
  onToggle,
  onToggleAll,
  editing,
  onEdit,
  onDelete,
  children,
}: SessionListLayoutProps & { children?: ReactNode }) {
  const { t, i18n } = useTranslation('sessions');
  const lng = i18n.language;
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
            {headings.map((h) => (
              <th key={h} scope="col" className={th}>
                {t(`list.col.${h}`)}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('list.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((s) => (
            <tr key={s.id} className={selected.has(s.id) ? 'bg-indigo-50/60 dark:bg-indigo-950/40' : undefined}>
              <td className={td}>
                <SelectSessionBox session={s} checked={selected.has(s.id)} onToggle={onToggle} />
              </td>
              <td className={`${td} max-w-72`}>
                <SessionTitle session={s} editing={editing === s.id} onEdit={onEdit} />
                <SessionTags session={s} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(sessionDay(s), lng)}</td>
              <td className={td}>{s.style ? t(`style.${s.style}`) : t('noStyle')}</td>
              <td className={`${td} tabular-nums`}>{formatDuration(s.durationSec)}</td>
              <td className={td}>
                <StatusBadge session={s} />
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                <SessionScores session={s} />
              </td>
              <td className={td}>
                <DeleteSessionButton session={s} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
