import type { AccountStatus, Role } from '@cuecoach/contracts';

/** Who is asking, as every protected route sees it after `requireUser`. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  locale: 'ko' | 'en';
  sessionId: string;
}
