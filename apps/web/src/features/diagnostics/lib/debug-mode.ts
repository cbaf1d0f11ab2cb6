import { type DebugStore, debugStore } from './debug-store.ts';
import { wrapFetch } from './fetch-capture.ts';
import { captureGlobals } from './global-capture.ts';

type Installed = { restore: () => void };
let installed: Installed | null = null;

function attach(store: DebugStore): Installed {
  const original = window.fetch;
  const wrapped = wrapFetch(original.bind(window), store);
  window.fetch = wrapped;
  const releaseGlobals = captureGlobals(store);
  return {
    restore() {
      // Only undo our own wrapper; something that wrapped fetch after us keeps its version.
      if (window.fetch === wrapped) window.fetch = original;
      releaseGlobals();
    },
  };
}

/**
 * Called once at start-up (main.tsx), before the first request: applies the stored debug flag and keeps the
 * capture in step with the flag afterwards. Also writes the logs to sessionStorage when the page goes away.
 */
export function installDebugMode(store: DebugStore = debugStore): () => void {
  const sync = () => {
    const { enabled } = store.getSnapshot();
    if (enabled && !installed) installed = attach(store);
    if (!enabled && installed) {
      installed.restore();
      installed = null;
    }
  };
  sync();
  const unsubscribe = store.subscribe(sync);
  const onHide = () => store.flush();
  window.addEventListener('pagehide', onHide);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onHide);
    installed?.restore();
    installed = null;
  };
}
