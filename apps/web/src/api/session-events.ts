import {
  type ProgressEvent,
  progressEvent,
  type SessionDetail,
  type SessionListResponse,
  sessionsApi,
} from '@cuecoach/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '@/lib/api-client.ts';
import { markStreaming, unmarkStreaming } from './live-streams.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Live progress over the server's SSE stream (`GET /api/sessions/:id/events`, one `progress` event per change,
 * closed by the server once the session settles, or with a `reconnect` event when the server restarts). While a session's stream is open its queries stop polling;
 * when the stream cannot be opened or drops, polling takes over again (the query functions ask `isStreaming`).
 */

/** Browsers open ~6 connections per origin over HTTP/1.1; the list streams at most this many sessions. */
export const maxListStreams = 3;

const settled = (e: Pick<ProgressEvent, 'status' | 'feedbackState'>) =>
  (e.status === 'completed' && e.feedbackState !== 'generating') || e.status === 'failed';

/** Writes one event into every cached view of that session; a status change refetches the full rows. */
export function applyProgressEvent(qc: QueryClient, event: ProgressEvent): void {
  qc.setQueryData(queryKeys.sessions.progress(event.sessionId), event);
  const patch = { status: event.status, feedbackState: event.feedbackState, progress: event.progress };
  qc.setQueriesData<SessionListResponse>({ queryKey: queryKeys.sessions.lists }, (old) =>
    old
      ? { ...old, items: old.items.map((item) => (item.id === event.sessionId ? { ...item, ...patch } : item)) }
      : old,
  );
  const detail = qc.getQueryData<SessionDetail>(queryKeys.sessions.detail(event.sessionId));
  const changed = detail && (detail.status !== event.status || detail.feedbackState !== event.feedbackState);
  if (detail && !changed)
    qc.setQueryData(queryKeys.sessions.detail(event.sessionId), { ...detail, progress: event.progress });
  // Completion brings scores, the report and charged credits: reload the rows rather than patch them.
  if (changed || settled(event)) void qc.invalidateQueries({ queryKey: queryKeys.sessions.all });
}

/** Keeps one EventSource per id open while mounted; ids change → streams follow. */
export function useSessionEvents(ids: readonly string[]): void {
  const qc = useQueryClient();
  const key = ids.join(',');
  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    const connect = (id: string) => {
      const source = new EventSource(apiUrl(sessionsApi.events, { params: { id } }), { withCredentials: true });
      let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
      let next: { stop(refetch: boolean): void } | null = null;
      const stop = (refetch: boolean) => {
        clearTimeout(reconnectTimer);
        next?.stop(refetch);
        source.close();
        if (!unmarkStreaming(id) || !refetch) return;
        // Polling resumes only after the next fetch re-evaluates the interval: fetch now.
        void qc.invalidateQueries({ queryKey: queryKeys.sessions.all });
      };
      // The server is restarting and ended the stream: poll meanwhile, then open a new stream after its hint.
      source.addEventListener('reconnect', (message) => {
        let retryMs = 2000;
        try {
          const hint = (JSON.parse((message as MessageEvent<string>).data) as { retryMs?: unknown }).retryMs;
          if (typeof hint === 'number' && hint >= 0 && hint <= 60_000) retryMs = hint;
        } catch {}
        source.close();
        if (unmarkStreaming(id)) void qc.invalidateQueries({ queryKey: queryKeys.sessions.all });
        reconnectTimer = setTimeout(() => {
          next = connect(id);
        }, retryMs);
      });
      source.addEventListener('open', () => markStreaming(id));
      source.addEventListener('progress', (message) => {
        let parsed: ReturnType<typeof progressEvent.safeParse>;
        try {
          parsed = progressEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        applyProgressEvent(qc, parsed.data);
        // The server ends the stream here; closing first stops EventSource from reconnecting.
        if (settled(parsed.data)) stop(false);
      });
      source.addEventListener('deleted', () => stop(true));
      source.addEventListener('error', () => {
        // A dropped connection (EventSource retries by itself) or a refused one (closed for good): poll meanwhile.
        if (source.readyState === EventSource.CLOSED) stop(true);
        else if (unmarkStreaming(id)) void qc.invalidateQueries({ queryKey: queryKeys.sessions.all });
      });
      return { id, stop };
    };
    const sources = key.split(',').map(connect);
    return () => {
      for (const { id, stop } of sources) {
        stop(false);
        unmarkStreaming(id);
      }
    };
  }, [key, qc]);
}
