import type { SessionListItem } from '@cuecoach/contracts';
import { useState } from 'react';
import { useMediaQuery, wideScreenQuery } from '@/lib/use-media-query.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { SessionCards } from './session-cards.tsx';
import type { SessionListLayoutProps } from './session-cells.tsx';
import { SessionRowsTable } from './session-rows-table.tsx';

/** The session list: selection, inline title edits and single deletes, as cards on a phone and a table on wider screens. */
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
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SessionListItem | null>(null);
  const wide = useMediaQuery(wideScreenQuery);
  const layout: SessionListLayoutProps = {
    items,
    selected,
    allOn: items.length > 0 && items.every((s) => selected.has(s.id)),
    onToggle,
    onToggleAll,
    editing,
    onEdit: setEditing,
    onDelete: setDeleting,
  };
  const confirmDelete = (
    <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
  );
  return wide ? (
    <SessionRowsTable {...layout}>{confirmDelete}</SessionRowsTable>
  ) : (
    <SessionCards {...layout}>{confirmDelete}</SessionCards>
  );
}
