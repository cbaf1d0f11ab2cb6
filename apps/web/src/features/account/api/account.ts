import { type AccountDeletionBody, accountApi, creditsApi, type MeResponse } from '@cuecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import { updateProfile } from '@/features/profile/index.ts';
import { apiUrl, callApi } from '@/lib/api-client.ts';

export function requestEmailChange(newEmail: string) {
  return callApi(accountApi.emailChangeRequest, { body: { newEmail } });
}

export function verifyEmailChange(newEmail: string, code: string) {
  return callApi(accountApi.emailChangeVerify, { body: { newEmail, code } });
}

export function requestAccountDeletion(body: AccountDeletionBody) {
  return callApi(accountApi.deletion, { body });
}

/** The notification switches of the account page (each one optional: a change sends only itself). */
export type NotificationPreferences = {
  notifyAnalysisComplete?: boolean;
  notifyReviewEmail?: boolean;
  notifyReviewInApp?: boolean;
};

/**
 * The notifications preference lives on the profile (updated through the profile feature's one writer); the cached
 * signed-in user (`me`) follows so the notice host sees it.
 */
export function useNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferences) => updateProfile(change),
    onSuccess: (profile) =>
      queryClient.setQueryData<MeResponse | null>(queryKeys.me, (me) => (me ? { ...me, profile } : me)),
  });
}

/** Downloads the account export as a file (the browser keeps the session cookie; no data passes a third party). */
export async function downloadMyData(): Promise<void> {
  const response = await fetch(apiUrl(accountApi.exportData), { credentials: 'same-origin' });
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
    queryFn: () => callApi(creditsApi.ledger, { query: { limit: 200 } }),
  });
}
