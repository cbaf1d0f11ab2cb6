import { withQueryClient } from '@/api/with-query-client.tsx';
import { CompletionNoticeHost } from '@/features/completion-notice/index.ts';
import { HeaderAccount } from './header-account.tsx';

// The app shell's signed-in parts, loaded on demand (they bring TanStack Query, the drawer's Radix dialog and the
// session check): the landing paints and hydrates without them.
export const HeaderAccountIsland = withQueryClient(HeaderAccount);
export const CompletionNoticeIsland = withQueryClient(CompletionNoticeHost);
