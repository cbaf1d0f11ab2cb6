import {
  type AdminUser,
  type ApiRouteSpec,
  adminApi,
  type CreditAction,
  type LexiconTermInput,
  type RouteResponse,
} from '@cuecoach/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

export type { AdminUser, CreditAction } from '@cuecoach/contracts';

const adminKeys = queryKeys.admin;

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: () => callApi(adminApi.stats) });

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
  const query = {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    q,
    id,
    role: role || undefined,
    status: status || undefined,
  };
  return useQuery({
    queryKey: adminKeys.users(q, id, role, status, page, pageSize),
    enabled: options.enabled,
    queryFn: () => callApi(adminApi.users, { query }),
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
    callApi(adminApi.updateUser, { params: { id: v.id }, body: { role: v.role, status: v.status } }),
  );

export const useChangeCredits = () =>
  useAdminMutation((v: { id: string; action: CreditAction; amount: number; note?: string; requestId: string }) =>
    callApi(adminApi.changeCredits, {
      params: { id: v.id },
      body: { action: v.action, amount: v.amount, note: v.note, requestId: v.requestId },
    }),
  );

/** One admin setting: its GET and PUT routes of the table (`adminApi.signupCredits`…) under one query key. */
function useSetting<T>(name: string, read: () => Promise<T>, write: (value: T) => Promise<T>) {
  const query = useQuery({ queryKey: adminKeys.setting(name), queryFn: read });
  const save = useAdminMutation(write);
  return { query, save };
}
/** A setting's value: what its GET answers and its PUT takes. */
type Setting<P extends { read: ApiRouteSpec }> = RouteResponse<P['read']>;
export const useSignupCredits = () =>
  useSetting(
    'signup',
    () => callApi(adminApi.signupCredits.read),
    (body: Setting<typeof adminApi.signupCredits>) => callApi(adminApi.signupCredits.write, { body }),
  );
export const useRetention = () =>
  useSetting(
    'retention',
    () => callApi(adminApi.retention.read),
    (body: Setting<typeof adminApi.retention>) => callApi(adminApi.retention.write, { body }),
  );
export const useCreditRule = () =>
  useSetting(
    'rule',
    () => callApi(adminApi.creditRuleSetting.read),
    (body: Setting<typeof adminApi.creditRuleSetting>) => callApi(adminApi.creditRuleSetting.write, { body }),
  );
// Service settings and the free beta switch.
export const useCostPolicySetting = () =>
  useSetting(
    'cost-policy',
    () => callApi(adminApi.costPolicy.read),
    (body: Setting<typeof adminApi.costPolicy>) => callApi(adminApi.costPolicy.write, { body }),
  );
export const useUploadLimits = () =>
  useSetting(
    'upload-limits',
    () => callApi(adminApi.uploadLimits.read),
    (body: Setting<typeof adminApi.uploadLimits>) => callApi(adminApi.uploadLimits.write, { body }),
  );
export const usePaceLimits = () =>
  useSetting(
    'pace-limits',
    () => callApi(adminApi.paceLimitsSetting.read),
    (body: Setting<typeof adminApi.paceLimitsSetting>) => callApi(adminApi.paceLimitsSetting.write, { body }),
  );

export function useLexiconTerms(locale: '' | 'ko' | 'en') {
  return useQuery({
    queryKey: adminKeys.terms(locale),
    queryFn: () => callApi(adminApi.lexiconTerms, { query: { locale: locale || undefined } }),
  });
}
export const useSaveTerm = () =>
  useAdminMutation((v: { id?: string; term: LexiconTermInput }) =>
    v.id
      ? callApi(adminApi.updateLexiconTerm, { params: { id: v.id }, body: v.term })
      : callApi(adminApi.createLexiconTerm, { body: v.term }),
  );
export const useDeleteTerm = () =>
  useAdminMutation((id: string) => callApi(adminApi.deleteLexiconTerm, { params: { id } }));

export function useSpeechModel() {
  const query = useQuery({
    queryKey: adminKeys.setting('speech-model'),
    queryFn: () => callApi(adminApi.speechModel),
    // While a download runs, its progress is polled.
    refetchInterval: (q) => (q.state.data?.download.state === 'downloading' ? 1000 : false),
  });
  const save = useAdminMutation((model: string) => callApi(adminApi.chooseSpeechModel, { body: { model } }));
  const download = useAdminMutation(() => callApi(adminApi.downloadSpeechModel));
  return { query, save, download };
}
