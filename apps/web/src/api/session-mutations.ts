import {
  type AnalysisLanguage,
  type SessionUpdate,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
  sessionsApi,
} from '@cuecoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Every write invalidates the sessions cache (lists, details, dashboard) and the balance. */
function useInvalidateSessions() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.sessions.all }),
      qc.invalidateQueries({ queryKey: queryKeys.credits.all }),
    ]);
  };
}

export function useUpdateSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: SessionUpdate }) =>
      callApi(sessionsApi.update, { params: { id }, body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (id: string) => callApi(sessionsApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(sessionsApi.bulkDelete, { body: { ids } }),
    onSuccess: invalidate,
  });
}

export type AnalysisAction = 'start' | 'retry' | 'rerun';

export async function startAnalysis(
  id: string,
  action: AnalysisAction,
  body: StartAnalysisRequest = {},
): Promise<StartAnalysisResponse> {
  // Each route named statically: indexing the namespace would bundle every session route with this module.
  const routes = { start: sessionsApi.start, retry: sessionsApi.retry, rerun: sessionsApi.rerun };
  return callApi(routes[action], { params: { id }, body });
}

export function useStartAnalysis() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: AnalysisAction; body?: StartAnalysisRequest }) =>
      startAnalysis(id, action, body),
    onSuccess: invalidate,
  });
}

/**
 * Regenerate the AI feedback alone (also the "retry feedback" of a feedback-failed session). Pass
 * `reportLanguage` to have it rewritten in that language (the report language switch); without it the server
 * keeps the language the report is in.
 */
export function useRegenerateFeedback() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (arg: string | { id: string; reportLanguage: AnalysisLanguage }) => {
      const { id, reportLanguage } = typeof arg === 'string' ? { id: arg, reportLanguage: undefined } : arg;
      return callApi(sessionsApi.feedbackRetry, {
        params: { id },
        // Always a JSON body: a plain regenerate says "keep the language" with an empty object.
        body: reportLanguage ? { reportLanguage } : {},
      });
    },
    onSuccess: invalidate,
  });
}
