import { useSyncExternalStore } from 'react';
import { type DebugSnapshot, debugStore } from './debug-store.ts';

export function useDebugSnapshot(): DebugSnapshot {
  return useSyncExternalStore(debugStore.subscribe, debugStore.getSnapshot, debugStore.getSnapshot);
}
