import { useMe } from '../../auth/api/me.ts';
import { CompletionNotice } from './completion-notice.tsx';

/** Polls only for a signed-in user; mounted once in the app layout. */
export function CompletionNoticeHost() {
  const me = useMe();
  return <CompletionNotice userId={me.data?.user.id ?? null} />;
}
