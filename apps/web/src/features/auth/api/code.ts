import type { CodePurpose, CodeRequestResponse } from '@cuecoach/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/i18n.ts';

export function requestCode(input: { email: string; purpose: CodePurpose; locale: Language }) {
  return apiFetch<CodeRequestResponse>('/api/auth/code/request', { method: 'POST', json: input });
}

export function verifyCode(input: { email: string; code: string; purpose: CodePurpose; locale: Language }) {
  return apiFetch<{ userId: string; created: boolean }>('/api/auth/code/verify', { method: 'POST', json: input });
}
