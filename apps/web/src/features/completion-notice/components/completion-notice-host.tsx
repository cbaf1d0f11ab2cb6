import { useMe } from '../../auth/api/me.ts';
import { CompletionNotice } from './completion-notice.tsx';

/** Polls only for a signed-in user who has not turned the notice off (account settings → notifications). */
export function CompletionNoticeHost() {
  const me = useMe();
  const wanted = me.data?.profile?.notifyAnalysisComplete !== false;
  return <CompletionNotice userId={wanted ? (me.data?.user.id ?? null) : null} />;
}
