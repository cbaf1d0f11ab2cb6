/**
 * Which translated message (auth namespace key) the login page shows for the `?error=` a failed social sign-in
 * brings back (better-auth's callback codes; docs/accounts.md "Social sign-in"). Null: no error in the address.
 */
export function socialErrorKey(code: string | null): string | null {
  if (!code) return null;
  // Missing, foreign or expired state: the flow was started elsewhere, long ago, or not at all.
  if (code.startsWith('state_')) return 'social.errors.expired';
  switch (code) {
    case 'access_denied':
      return 'social.errors.cancelled';
    case 'account_not_linked':
      return 'social.errors.notLinked';
    case 'email_not_found':
      return 'social.errors.noEmail';
    case 'account_suspended':
      return 'errors.suspended';
    case 'account_deleted':
      return 'errors.deleted';
    default:
      return 'social.errors.failed';
  }
}
