import {
  type AnalysisLanguage,
  bulkDeleteResponse,
  type SessionUpdate,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
  sessionDetail,
  sessionListItem,
  startAnalysisResponse,
} from '@cuecoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

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
      apiFetchParsed(sessionListItem, sessionPath(id), { method: 'PATCH', json: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(sessionPath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetchParsed(bulkDeleteResponse, '/api/sessions/bulk-delete', {
        method: 'POST',
        json: { ids },
      }),
    onSuccess: invalidate,
  });
}

export type AnalysisAction = 'start' | 'retry' | 'rerun';

export async function startAnalysis(
  id: string,
  action: AnalysisAction,
  body: StartAnalysisRequest = {},
): Promise<StartAnalysisResponse> {
  return apiFetchParsed(startAnalysisResponse, `${sessionPath(id)}/${action}`, { method: 'POST', json: body });
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
      return apiFetchParsed(sessionDetail, `${sessionPath(id)}/feedback/retry`, {
        method: 'POST',
        // Always a JSON body: a plain regenerate says "keep the language" with an empty object.
        json: reportLanguage ? { reportLanguage } : {},
      });
    },
    onSuccess: invalidate,
  });
}
