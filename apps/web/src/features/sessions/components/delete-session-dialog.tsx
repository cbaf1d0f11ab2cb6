import type { SessionListItem } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteSession } from '@/api/session-mutations.ts';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';

/** Asks before deleting one session; a failure stays in the dialog, success closes it with a toast. */
export function DeleteSessionDialog({
  session,
  onClose,
  onDeleted,
}: {
  session: SessionListItem | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('sessions');
  const toast = useToast();
  const del = useDeleteSession();
  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          del.reset();
        }
      }}
      title={t('list.deleteTitle', { title: session?.title ?? '' })}
      description={t('list.deleteBody')}
      confirmLabel={t('list.delete')}
      destructive
      busy={del.isPending}
      error={del.isError ? sessionErrorMessage(del.error, t, i18n.language) : undefined}
      onConfirm={() => {
        if (!session) return;
        const id = session.id;
        del.mutate(id, {
          onSuccess: () => {
            onClose();
            onDeleted(id);
            toast({ title: t('list.deleted'), tone: 'success' });
          },
        });
      }}
    />
  );
}
