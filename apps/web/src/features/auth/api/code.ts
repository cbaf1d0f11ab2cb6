import { type CodePurpose, codeRequestResponse } from '@cuecoach/contracts';
import { apiFetch, apiFetchParsed } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/i18n.ts';

export function requestCode(input: { email: string; purpose: CodePurpose; locale: Language }) {
  return apiFetchParsed(codeRequestResponse, '/api/auth/code/request', { method: 'POST', json: input });
}

// No contracts schema for this response (the server declares it inline): a typed cast.
export function verifyCode(input: { email: string; code: string; purpose: CodePurpose; locale: Language }) {
  return apiFetch<{ userId: string; created: boolean }>('/api/auth/code/verify', { method: 'POST', json: input });
}
