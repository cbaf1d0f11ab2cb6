import type { SessionListItem } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { formatMetric } from '@/lib/metric-catalog.ts';
import { TitleEditor } from './title-editor.tsx';

/** What the session list's two layouts (cards on a phone, a table on wider screens) share per session. */
export interface SessionListLayoutProps {
  items: SessionListItem[];
  selected: Set<string>;
  allOn: boolean;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  /** The session whose title is being edited in place, if any. */
  editing: string | null;
  onEdit: (id: string | null) => void;
  onDelete: (session: SessionListItem) => void;
}

/** The title linking to the session, with a pencil that swaps it for the inline editor. */
export function SessionTitle({
  session: s,
  editing,
  onEdit,
}: {
  session: SessionListItem;
  editing: boolean;
  onEdit: (id: string | null) => void;
}) {
  const { t } = useTranslation('sessions');
  if (editing) return <TitleEditor id={s.id} title={s.title} onDone={() => onEdit(null)} />;
  return (
    <div className="flex items-start gap-2">
      <Link
        to={paths.session(s.id)}
        className="min-w-0 font-medium break-words text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {s.title}
      </Link>
      <button
        type="button"
        onClick={() => onEdit(s.id)}
        aria-label={t('list.editTitleOf', { title: s.title })}
        className="no-print shrink-0 rounded px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-white"
      >
        <span aria-hidden="true">✎</span>
      </button>
    </div>
  );
}

export function SessionTags({ session: s }: { session: SessionListItem }) {
  if (s.tags.length === 0) return null;
  return (
    <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-400">
      {s.tags.map((tag) => `#${tag}`).join(' ')}
    </p>
  );
}

/** Pace and clarity in one short line, or a dash before the analysis has scored the session. */
export function SessionScores({ session: s }: { session: SessionListItem }) {
  const { t, i18n } = useTranslation('sessions');
  const lng = i18n.language;
  if (!s.scores) return '—';
  return t('list.scoresShort', {
    wpm: formatMetric('wpm', s.scores.wpm, lng),
    clarity: formatMetric('clarity', s.scores.clarity, lng),
  });
}

export function SelectSessionBox({
  session: s,
  checked,
  onToggle,
}: {
  session: SessionListItem;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation('sessions');
  return (
    <input
      type="checkbox"
      aria-label={t('list.selectRow', { title: s.title })}
      checked={checked}
      onChange={(e) => onToggle(s.id, e.target.checked)}
    />
  );
}

export function DeleteSessionButton({
  session: s,
  onDelete,
}: {
  session: SessionListItem;
  onDelete: (session: SessionListItem) => void;
}) {
  const { t } = useTranslation('sessions');
  return (
    <Button
      variant="ghost"
      className="no-print"
      onClick={() => onDelete(s)}
      aria-label={`${t('list.delete')}: ${s.title}`}
    >
      {t('list.delete')}
    </Button>
  );
}
