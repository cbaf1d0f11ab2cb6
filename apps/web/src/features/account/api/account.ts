import {
  type AccountDeletionBody,
  codeRequestResponse,
  emailChangeResponse,
  ledgerPage,
  type MeResponse,
} from '@cuecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateProfile } from '../../profile/index.ts';

export function requestEmailChange(newEmail: string) {
  return apiFetchParsed(codeRequestResponse, '/api/account/email-change/request', {
    method: 'POST',
    json: { newEmail },
  });
}

export function verifyEmailChange(newEmail: string, code: string) {
  return apiFetchParsed(emailChangeResponse, '/api/account/email-change/verify', {
    method: 'POST',
    json: { newEmail, code },
  });
}

// No contracts schema for this response (the server declares it inline): a typed cast.
export function requestAccountDeletion(body: AccountDeletionBody) {
  return apiFetch<{ status: 'deletion_requested' }>('/api/account/deletion', { method: 'POST', json: body });
}

/** The notification switches of the account page (each one optional: a change sends only itself). */
export type NotificationPreferences = {
  notifyAnalysisComplete?: boolean;
  notifyReviewEmail?: boolean;
  notifyReviewInApp?: boolean;
};

/**
 * The notifications preference lives on the profile (PATCH /api/profile through the profile feature's one writer);
 * the cached /api/me follows so the notice host sees it.
 */
export function useNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferences) => updateProfile(change),
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
    queryFn: () => apiFetchParsed(ledgerPage, '/api/credits/ledger?limit=200'),
  });
}
