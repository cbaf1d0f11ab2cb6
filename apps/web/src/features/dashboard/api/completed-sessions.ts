import { compareRecordingOrder } from '@cuecoach/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { sessionDetailQueryOptions, sessionListQueryOptions } from '@/api/sessions.ts';
import { sessionDay } from '@/lib/format.ts';
import type { ScoredSession } from '../lib/progress.ts';

/**
 * The dashboard reads the 100 most recently recorded completed sessions (the list API's largest page), newest
 * recording first: trends, levels and badges follow when classes happened, not when they were uploaded.
 */
export function useCompletedSessions() {
  const q = useQuery(
    sessionListQueryOptions({ status: 'completed', sort: 'recordedOn', order: 'desc', page: 1, pageSize: 100 }),
  );
  // Sorted here too with the same comparator, so the order never depends on how the server broke a tie.
  const items = [...(q.data?.items ?? [])].sort((a, b) => compareRecordingOrder(b, a));
  const sessions: ScoredSession[] = items.flatMap((s) =>
    s.scores
      ? [
          {
            id: s.id,
            title: s.title,
            day: sessionDay(s),
            recordedOn: s.recordedOn,
            createdAt: s.createdAt,
            style: s.style,
            language: s.language,
            scores: s.scores,
            ...(s.judgedScores !== undefined ? { judged: s.judgedScores } : {}),
          },
        ]
      : [],
  );
  return { query: q, sessions, total: q.data?.total ?? 0 };
}

/** Full reports of the latest few sessions, for the suggestions tab. */
export function useRecentReports(ids: string[]) {
  return useQueries({ queries: ids.map((id) => sessionDetailQueryOptions(id)) });
}
