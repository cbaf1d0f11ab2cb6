import { describe, expect, it } from 'vitest';
import { createDebugStore, debugEnabledKey, debugLogsKey } from './debug-store.ts';
import { describeError, logId, statusClass } from './log-types.ts';
import { logLimit, pushBounded } from './ring-buffer.ts';

const errorEntry = (i: number) => ({
  id: `error_${i}`,
  timestamp: new Date(0).toISOString(),
  source: 'window' as const,
  error: describeError(new Error(`boom ${i}`)),
  errorInfo: null,
  route: '/',
  userAgent: 'test',
  requestId: null,
});

describe('ring buffers', () => {
  it('keeps the newest 200 entries and drops the oldest', () => {
    let items: number[] = [];
    for (let i = 0; i < 250; i += 1) items = pushBounded(items, i);
    expect(logLimit).toBe(200);
    expect(items).toHaveLength(200);
    expect(items[0]).toBe(50);
    expect(items.at(-1)).toBe(249);
  });

  it('never mutates the snapshot a reader holds', () => {
    const before = [1, 2];
    const after = pushBounded(before, 3);
    expect(before).toEqual([1, 2]);
    expect(after).toEqual([1, 2, 3]);
  });

  it('caps request, error and console logs at 200 each in the store', () => {
    const store = createDebugStore({ local: localStorage, session: null });
    for (let i = 0; i < 205; i += 1) {
      store.addError(errorEntry(i));
      store.addLog({ id: `log_${i}`, timestamp: '', level: 'info', message: String(i), route: '/' });
    }
    const { errors, logs } = store.getSnapshot();
    expect(errors).toHaveLength(200);
    expect(errors[0]?.id).toBe('error_5');
    expect(logs).toHaveLength(200);
  });
});

describe('debug store', () => {
  it('keeps the debug flag in localStorage under cuecoach-debug-enabled', () => {
    const store = createDebugStore({ local: localStorage, session: null });
    expect(store.getSnapshot().enabled).toBe(false);
    store.setEnabled(true);
    expect(localStorage.getItem(debugEnabledKey)).toBe('true');
    expect(createDebugStore({ local: localStorage, session: null }).getSnapshot().enabled).toBe(true);
    store.setEnabled(false);
    expect(localStorage.getItem(debugEnabledKey)).toBe('false');
  });

  it('survives a page load through sessionStorage, and clearing removes the copy', () => {
    const store = createDebugStore({ local: null, session: sessionStorage });
    store.addError(errorEntry(1));
    store.flush();
    expect(createDebugStore({ local: null, session: sessionStorage }).getSnapshot().errors).toHaveLength(1);
    store.clear();
    store.flush();
    expect(sessionStorage.getItem(debugLogsKey)).toBeNull();
  });

  it('replaces an error entry with the same id instead of duplicating it', () => {
    const store = createDebugStore({ local: null, session: null });
    store.upsertError(errorEntry(1));
    store.upsertError({ ...errorEntry(1), errorInfo: 'at Page' });
    const { errors } = store.getSnapshot();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.errorInfo).toBe('at Page');
  });
});

describe('status classes and ids', () => {
  it('classes statuses as the spec says: <300 success, <400 redirect, else failure', () => {
    expect(statusClass(200)).toBe('success');
    expect(statusClass(204)).toBe('success');
    expect(statusClass(299)).toBe('success');
    expect(statusClass(300)).toBe('redirect');
    expect(statusClass(304)).toBe('redirect');
    expect(statusClass(399)).toBe('redirect');
    expect(statusClass(400)).toBe('failure');
    expect(statusClass(404)).toBe('failure');
    expect(statusClass(503)).toBe('failure');
    expect(statusClass(null)).toBe('failure');
  });

  it('makes error ids of the form error_{timestamp}_{random}', () => {
    const id = logId('error', 1_763_791_200_000);
    expect(id).toMatch(/^error_1763791200000_[a-z0-9]{9}$/);
    expect(logId('error')).not.toBe(logId('error'));
  });
});
