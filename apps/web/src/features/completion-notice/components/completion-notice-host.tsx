import { lazy, Suspense } from 'react';
import { useMe } from '@/api/me.ts';

// The notice (its polling, the sessions schemas and the dialog) is only fetched for a signed-in user, so a
// visitor's landing page does not download it.
const CompletionNotice = lazy(() =>
  import('./completion-notice.tsx').then((module) => ({ default: module.CompletionNotice })),
);

/** Polls only for a signed-in user who has not turned the notice off (account settings → notifications). */
export function CompletionNoticeHost() {
  const me = useMe();
  const wanted = me.data?.profile?.notifyAnalysisComplete !== false;
  const userId = wanted ? (me.data?.user.id ?? null) : null;
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <CompletionNotice userId={userId} />
    </Suspense>
  );
}
