import { adminStats, type CreditRule, creditRule, type LexiconTermInput, lexiconTerm } from '@cuecoach/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Responses without a contracts schema (the server declares them inline: admin users, credit changes, the numeric
// settings, the speech model status) are still typed casts; the rest are parsed.

export interface AdminUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive' | 'suspended' | 'deletion_requested';
  createdAt: string;
  lastLoginAt: string | null;
  creditBalance: number;
  sessionCount: number;
  storageBytes: number;
}

const adminKeys = queryKeys.admin;

export const useAdminStats = () =>
  useQuery({ queryKey: adminKeys.stats, queryFn: () => apiFetchParsed(adminStats, '/api/admin/stats') });

export interface AdminUserFilter {
  q?: string;
  id?: string;
  role?: AdminUser['role'] | '';
  status?: AdminUser['status'] | '';
  /** 1-based. */
  page?: number;
  /** At most 200 (the API's cap). */
  pageSize?: number;
}

export function useAdminUsers(
  { q = '', id = '', role = '', status = '', page = 1, pageSize = 50 }: AdminUserFilter = {},
  options: { enabled?: boolean } = {},
) {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
  if (q) params.set('q', q);
  if (id) params.set('id', id);
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  return useQuery({
    queryKey: adminKeys.users(q, id, role, status, page, pageSize),
    enabled: options.enabled,
    queryFn: () => apiFetch<{ items: AdminUser[]; total: number }>(`/api/admin/users?${params}`),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every admin change invalidates every admin query (lists, balances and KPIs move together) and the admin's own
 * credit queries (header balance, ledger), which change when admins adjust their own credits.
 */
function useAdminMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
        // The free beta switch and contact e-mail reach every cost text through the capabilities.
        queryClient.invalidateQueries({ queryKey: queryKeys.capabilities }),
      ]),
  });
}

export const useUpdateUser = () =>
  useAdminMutation((v: { id: string; role?: AdminUser['role']; status?: AdminUser['status'] }) =>
    apiFetch<Pick<AdminUser, 'id' | 'role' | 'status'>>(`/api/admin/users/${encodeURIComponent(v.id)}`, {
      method: 'PATCH',
      json: { role: v.role, status: v.status },
    }),
  );

export type CreditAction = 'grant' | 'deduct' | 'set';
export const useChangeCredits = () =>
  useAdminMutation((v: { id: string; action: CreditAction; amount: number; note?: string; requestId: string }) =>
    apiFetch<{ balance: number; delta: number; applied: boolean }>(
      `/api/admin/users/${encodeURIComponent(v.id)}/credits`,
      { method: 'POST', json: { action: v.action, amount: v.amount, note: v.note, requestId: v.requestId } },
    ),
  );

/**
 * A numeric admin setting behind GET/PUT (signup credits, retention hours) or the credit rule object; parsed when
 * contracts has the setting's schema.
 */
export function useSetting<T>(name: string, url: string, schema?: z.ZodMiniType<T>) {
  const read = (init?: RequestInit & { json?: unknown }) =>
    schema ? apiFetchParsed(schema, url, init) : apiFetch<T>(url, init);
  const query = useQuery({ queryKey: adminKeys.setting(name), queryFn: () => read() });
  const save = useAdminMutation((value: T) => read({ method: 'PUT', json: value }));
  return { query, save };
}
export const useSignupCredits = () => useSetting<{ amount: number }>('signup', '/api/admin/settings/signup-credits');
export const useRetention = () => useSetting<{ hours: number }>('retention', '/api/admin/settings/retention');
export const useCreditRule = () => useSetting<CreditRule>('rule', '/api/admin/settings/credit-rule', creditRule);
// Service settings and the free beta switch.
export type CostPolicySetting = { freeBeta: boolean; contactEmail: string | null };
export type UploadLimitsSetting = { maxAudioMb: number; maxVideoMb: number };
export type PaceLimitsSetting = { minWpm: number; maxWpm: number; maxSilenceRatio: number };
export const useCostPolicySetting = () =>
  useSetting<CostPolicySetting>('cost-policy', '/api/admin/settings/cost-policy');
export const useUploadLimits = () =>
  useSetting<UploadLimitsSetting>('upload-limits', '/api/admin/settings/upload-limits');
export const usePaceLimits = () => useSetting<PaceLimitsSetting>('pace-limits', '/api/admin/settings/pace-limits');

export function useLexiconTerms(locale: '' | 'ko' | 'en') {
  return useQuery({
    queryKey: adminKeys.terms(locale),
    queryFn: () => apiFetchParsed(z.array(lexiconTerm), `/api/admin/lexicon-terms${locale ? `?locale=${locale}` : ''}`),
  });
}
export const useSaveTerm = () =>
  useAdminMutation((v: { id?: string; term: LexiconTermInput }) =>
    v.id
      ? apiFetchParsed(lexiconTerm, `/api/admin/lexicon-terms/${encodeURIComponent(v.id)}`, {
          method: 'PUT',
          json: v.term,
        })
      : apiFetchParsed(lexiconTerm, '/api/admin/lexicon-terms', { method: 'POST', json: v.term }),
  );
export const useDeleteTerm = () =>
  useAdminMutation((id: string) =>
    apiFetch<void>(`/api/admin/lexicon-terms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** Korean speech model: GET/PUT /api/admin/settings/speech-model, POST /api/admin/speech-model/download. */
export interface SpeechModelStatus {
  model: string;
  defaultModel: string;
  dir: string;
  models: { name: string; file: string; bytes: number; present: boolean }[];
  download: {
    state: 'idle' | 'downloading' | 'ready' | 'failed';
    model: string | null;
    receivedBytes: number;
    totalBytes: number;
    error: string | null;
  };
}
export function useSpeechModel() {
  const query = useQuery({
    queryKey: adminKeys.setting('speech-model'),
    queryFn: () => apiFetch<SpeechModelStatus>('/api/admin/settings/speech-model'),
    // While a download runs, its progress is polled.
    refetchInterval: (q) => (q.state.data?.download.state === 'downloading' ? 1000 : false),
  });
  const save = useAdminMutation((model: string) =>
    apiFetch<SpeechModelStatus>('/api/admin/settings/speech-model', { method: 'PUT', json: { model } }),
  );
  const download = useAdminMutation(() =>
    apiFetch<SpeechModelStatus>('/api/admin/speech-model/download', { method: 'POST', json: {} }),
  );
  return { query, save, download };
}
