/** localStorage, not a cookie: the choice never travels to the server and works signed out. */
export const analyticsOptOutKey = 'cuecoach-analytics-opt-out';

const listeners = new Set<() => void>();
/** The choice when localStorage cannot be written (some private modes): kept for this page only. */
let memoryChoice: boolean | null = null;

/** The browser's Do Not Track or Global Privacy Control signal. */
export function browserAsksNotToTrack(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return (
    nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1' || nav.globalPrivacyControl === true
  );
}

export function isOptedOut(): boolean {
  try {
    return localStorage.getItem(analyticsOptOutKey) === 'true';
  } catch {
    return false;
  }
}

export function setOptedOut(optedOut: boolean): void {
  try {
    if (optedOut) localStorage.setItem(analyticsOptOutKey, 'true');
    else localStorage.removeItem(analyticsOptOutKey);
    memoryChoice = null;
  } catch {
    memoryChoice = optedOut;
  }
  for (const listener of listeners) listener();
}

/** Nothing is collected, queued or sent unless this is true. */
export function analyticsAllowed(): boolean {
  return !browserAsksNotToTrack() && !isOptedOut() && memoryChoice !== true;
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === analyticsOptOutKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
