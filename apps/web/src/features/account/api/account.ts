import type { AccountDeletionBody, MeResponse, UpdateProfileBody } from '@cuecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The account screen's response schemas, loaded on demand to keep it within its budget (lib/on-demand-schemas.ts). */
const schema =
  <K extends 'codeRequestResponse' | 'emailChangeResponse' | 'ledgerPage' | 'profile'>(name: K) =>
  () =>
    import('../../../lib/on-demand-schemas.ts').then((m) => m[name]);

/**
 * PATCH /api/profile, the one writer of the profile after onboarding: the account page's notification preference
 * and the profile page's form (features/profile, through this feature's index.ts) both send through it. It lives
 * here rather than in features/profile so the account screen does not download the profile feature (its budget).
 */
export function updateProfile(body: UpdateProfileBody) {
  return apiFetchParsed(schema('profile'), '/api/profile', { method: 'PATCH', json: body });
}

export function requestEmailChange(newEmail: string) {
  return apiFetchParsed(schema('codeRequestResponse'), '/api/account/email-change/request', {
    method: 'POST',
    json: { newEmail },
  });
}

export function verifyEmailChange(newEmail: string, code: string) {
  return apiFetchParsed(schema('emailChangeResponse'), '/api/account/email-change/verify', {
    method: 'POST',
    json: { newEmail, code },
  });
}

// No contracts schema for this response (the server declares it inline): a typed cast.
export function requestAccountDeletion(body: AccountDeletionBody) {
  return apiFetch<{ status: 'deletion_requested' }>('/api/account/deletion', { method: 'POST', json: body });
}

/**
 * The notifications preference lives on the profile (PATCH /api/profile through the profile feature's one writer);
 * the cached /api/me follows so the notice host sees it.
 */
export function useNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifyAnalysisComplete: boolean) => updateProfile({ notifyAnalysisComplete }),
    onSuccess: (profile) =>
      queryClient.setQueryData<MeResponse | null>(queryKeys.me, (me) => (me ? { ...me, profile } : me)),
  });
}

/** Downloads GET /api/account/export as a file (the browser keeps the session cookie; no data passes a third party). */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'cuecoach-data.json';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function useLedger() {
  return useQuery({
    queryKey: queryKeys.credits.ledger,
    queryFn: () => apiFetchParsed(schema('ledgerPage'), '/api/credits/ledger?limit=200'),
  });
}
