/**
 * An e-mail change waiting for its code, kept like the login code step (auth/lib/saved-code-state.ts) so a reload
 * returns to the code step with the time left. Tied to the account it was started from: another account signing in
 * on this browser does not inherit it. Cleared on success, on "change address" and once expired.
 */
export const savedEmailChangeKey = 'cuecoach-email-change-state';

export interface SavedEmailChange {
  account: string;
  newEmail: string;
  expiresAt: number;
  resendAt: number;
}

export function readSavedEmailChange(account: string, nowMs = Date.now()): SavedEmailChange | null {
  try {
    const raw = localStorage.getItem(savedEmailChangeKey);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<SavedEmailChange>;
    if (
      typeof p.account !== 'string' ||
      typeof p.newEmail !== 'string' ||
      typeof p.expiresAt !== 'number' ||
      typeof p.resendAt !== 'number'
    ) {
      return null;
    }
    if (p.account.toLowerCase() !== account.toLowerCase() || p.expiresAt <= nowMs) return null;
    return { account: p.account, newEmail: p.newEmail, expiresAt: p.expiresAt, resendAt: p.resendAt };
  } catch {
    return null;
  }
}

export function saveEmailChange(state: SavedEmailChange): void {
  try {
    localStorage.setItem(savedEmailChangeKey, JSON.stringify(state));
  } catch {
    // Storage unavailable: a reload starts over at the address step.
  }
}

export function clearSavedEmailChange(): void {
  try {
    localStorage.removeItem(savedEmailChangeKey);
  } catch {
    // Nothing saved.
  }
}
