import { useQueries, useQuery } from '@tanstack/react-query';
import { sessionDetailQueryOptions, sessionListQueryOptions } from '../../sessions/api/sessions.ts';
import { sessionDay } from '../../sessions/lib/format.ts';
import type { ScoredSession } from '../lib/progress.ts';

/** The dashboard reads the newest 100 completed sessions (the list API's largest page), newest first. */
export function useCompletedSessions() {
  const q = useQuery(
    sessionListQueryOptions({ status: 'completed', sort: 'createdAt', order: 'desc', page: 1, pageSize: 100 }),
  );
  const sessions: ScoredSession[] = (q.data?.items ?? []).flatMap((s) =>
    s.scores
      ? [
          {
            id: s.id,
            title: s.title,
            day: sessionDay(s),
            createdAt: s.createdAt,
            style: s.style,
            language: s.language,
            scores: s.scores,
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
