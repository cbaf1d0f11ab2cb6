import type { CodePurpose } from '@cuecoach/contracts';

/**
 * Local preferences: the pending login (and, separately, signup) — e-mail and expires_at in ms — so a
 * reload mid-verification returns to the code step with the remaining time. Cleared on success or email change.
 */
export const savedCodeStateKeys: Record<CodePurpose, string> = {
  login: 'cuecoach-login-state',
  signup: 'cuecoach-signup-state',
};

export interface SavedCodeState {
  email: string;
  expires_at: number;
}

export function readSavedCodeState(purpose: CodePurpose, nowMs = Date.now()): SavedCodeState | null {
  try {
    const raw = localStorage.getItem(savedCodeStateKeys[purpose]);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedCodeState>;
    if (typeof parsed.email !== 'string' || typeof parsed.expires_at !== 'number') return null;
    // Only a code that is still valid brings the verify step back.
    if (parsed.expires_at <= nowMs) return null;
    return { email: parsed.email, expires_at: parsed.expires_at };
  } catch {
    return null;
  }
}

export function saveCodeState(purpose: CodePurpose, state: SavedCodeState): void {
  try {
    localStorage.setItem(savedCodeStateKeys[purpose], JSON.stringify(state));
  } catch {
    // Storage unavailable: a reload starts over at the e-mail step.
  }
}

export function clearSavedCodeState(purpose: CodePurpose): void {
  try {
    localStorage.removeItem(savedCodeStateKeys[purpose]);
  } catch {
    // Nothing saved.
  }
}
