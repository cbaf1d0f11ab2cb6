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

/** The session list on a phone: the eight table columns do not fit (status and delete ended up off-screen). */
export function SessionCards({
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
              <span className="pt-1">
                <SelectSessionBox session={s} checked={selected.has(s.id)} onToggle={onToggle} />
              </span>
              <div className="min-w-0 flex-1">
                <SessionTitle session={s} editing={editing === s.id} onEdit={onEdit} />
                <SessionTags session={s} />
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {[
                    formatDate(sessionDay(s), lng),
                    s.style ? t(`style.${s.style}`) : t('noStyle'),
                    formatDuration(s.durationSec),
                  ].join(' · ')}
                </p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <StatusBadge session={s} />
                  <span className="text-xs tabular-nums">
                    <SessionScores session={s} />
                  </span>
                  <DeleteSessionButton session={s} onDelete={onDelete} />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
