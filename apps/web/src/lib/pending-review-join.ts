/**
 * A review invitation opened before the reader had an account: kept in this tab (sessionStorage) while they sign
 * up and finish onboarding, which then returns them to the invitation instead of the dashboard.
 */
const key = 'cuecoach-pending-review-join';

export function savePendingReviewJoin(token: string): void {
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // Storage refused (private mode): the reader opens the mailed link again after signing up.
  }
}

/** The kept token, removed as it is read. */
export function takePendingReviewJoin(): string | null {
  try {
    const token = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return token;
  } catch {
    return null;
  }
}
