import type { ProgressEvent, SessionListResponse } from '@cuecoach/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStreaming } from './live-streams.ts';
import { queryKeys } from './query-keys.ts';
import { useSessionEvents } from './session-events.ts';
import { sessionListQueryOptions } from './sessions.ts';

/** A scripted EventSource: tests open, emit and fail it by hand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  emit(event: ProgressEvent) {
    this.dispatchEvent(new MessageEvent('progress', { data: JSON.stringify(event) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What the server sends before it ends every stream because it is stopping. */
  restarting(retryMs: number) {
    this.dispatchEvent(new MessageEvent('reconnect', { data: JSON.stringify({ retryMs }) }));
  }
}

const event = (overrides: Partial<ProgressEvent> = {}): ProgressEvent => ({
  sessionId: 's1',
  status: 'processing',
  feedbackState: 'none',
  progress: { step: 'transcription', percent: 40 },
  errorCode: null,
  errorMessage: null,
  updatedAt: new Date().toISOString(),
  ...overrides,
});

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listKey = sessionListQueryOptions({ page: 1, pageSize: 20 } as never).queryKey;
  qc.setQueryData<SessionListResponse>(listKey, {
    items: [{ id: 's1', status: 'processing', feedbackState: 'none', progress: { step: 'demux', percent: 5 } }],
    total: 1,
  } as unknown as SessionListResponse);
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ ids }) => useSessionEvents(ids), { wrapper, initialProps: { ids: ['s1'] } });
  return { qc, listKey, invalidate, hook, source: FakeEventSource.instances[0] as FakeEventSource };
}

describe('SSE session progress', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stops polling while the stream is open and writes each event into the cached list', () => {
    const { qc, listKey, source } = setup();
    expect(source.url).toBe('/api/sessions/s1/events');
    const interval = () => {
      const options = sessionListQueryOptions({ page: 1, pageSize: 20 } as never);
      const query = qc.getQueryCache().find({ queryKey: listKey });
      return typeof options.refetchInterval === 'function' && query ? options.refetchInterval(query as never) : null;
    };
    expect(interval()).toBe(3_000); // connecting: still polling
    act(() => source.open());
    expect(isStreaming('s1')).toBe(true);
    expect(interval()).toBe(false);
    act(() => source.emit(event()));
    const list = qc.getQueryData<SessionListResponse>(listKey);
    expect(list?.items[0]?.progress).toEqual({ step: 'transcription', percent: 40 });
    expect(qc.getQueryData(queryKeys.sessions.progress('s1'))).toMatchObject({ progress: { percent: 40 } });
  });

  it('falls back to polling (and refetches at once) when the stream is refused', () => {
    const { invalidate, source } = setup();
    act(() => source.open());
    act(() => source.fail());
    expect(isStreaming('s1')).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.sessions.all });
  });

  it('closes the stream and reloads the rows when the session settles', () => {
    const { invalidate, source, hook } = setup();
    act(() => source.open());
    act(() => source.emit(event({ status: 'completed', feedbackState: 'completed', progress: null })));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(isStreaming('s1')).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.sessions.all });
    hook.unmount();
  });

  it('polls while the server restarts and opens a new stream after the reconnect hint', () => {
    vi.useFakeTimers();
    try {
      const { invalidate, source, hook } = setup();
      act(() => source.open());
      act(() => source.restarting(2000));
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
      expect(isStreaming('s1')).toBe(false);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.sessions.all });
      expect(FakeEventSource.instances).toHaveLength(1);
      act(() => vi.advanceTimersByTime(2000));
      const next = FakeEventSource.instances[1] as FakeEventSource;
      expect(next.url).toBe('/api/sessions/s1/events');
      act(() => next.open());
      expect(isStreaming('s1')).toBe(true);
      hook.unmount();
      expect(next.readyState).toBe(FakeEventSource.CLOSED);
    } finally {
      vi.useRealTimers();
    }
  });
});
