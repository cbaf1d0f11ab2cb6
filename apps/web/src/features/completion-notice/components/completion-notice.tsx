import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '@/api/query-keys.ts';
import { fetchLatestCompleted } from '@/api/sessions.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { paths } from '@/config/paths.ts';
import { announcedStore, type CompletedSession, pollIntervalMs, shouldAnnounce } from '../lib/announce.ts';

/**
 * Completion notice: every 30 s ask for the newest completed session; if it finished under 5 minutes ago
 * and has not been announced, show a 5 s toast and a dialog with 'View later' / 'View result'.
 * Mounted once in the app layout; `userId` null (signed out) stops the polling.
 */
export function CompletionNotice({ userId, now = Date.now }: { userId: string | null; now?: () => number }) {
  const { t } = useTranslation('completionNotice');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<CompletedSession | null>(null);
  const seen = useRef(new Set<string>());
  const latest = useQuery({
    queryKey: queryKeys.sessions.latestCompleted(userId),
    queryFn: fetchLatestCompleted,
    enabled: userId !== null,
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    // A polling failure is only logged as a warning; the next poll tries again.
    if (latest.error) console.warn('completion notice: polling failed', latest.error);
  }, [latest.error]);

  const session = latest.data?.session ?? null;
  useEffect(() => {
    if (!userId || !session) return;
    const store = announcedStore(userId);
    const announced = new Set([...store.ids(), ...seen.current]);
    if (!shouldAnnounce(session, now(), announced)) return;
    seen.current.add(session.id);
    store.add(session.id);
    // Someone already looking at that very report needs no notice.
    if (pathname === paths.session(session.id)) return;
    toast({ title: t('toastTitle'), description: session.title, tone: 'success' });
    setOpen(session);
  }, [session, userId, now, pathname, toast, t]);

  return (
    <Dialog
      open={open !== null}
      onOpenChange={(o) => {
        if (!o) setOpen(null);
      }}
      title={t('dialogTitle')}
      description={t('dialogBody', { title: open?.title ?? '' })}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('viewLater')}
          </Button>
          <Button
            onClick={() => {
              const id = open?.id;
              setOpen(null);
              if (id) navigate(paths.session(id));
            }}
          >
            {t('viewResult')}
          </Button>
        </>
      }
    />
  );
}
