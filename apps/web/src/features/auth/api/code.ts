import { authApi, type CodePurpose } from '@cuecoach/contracts';
import { callApi } from '@/lib/api-client.ts';
import type { Language } from '@/lib/i18n.ts';

export function requestCode(input: { email: string; purpose: CodePurpose; locale: Language }) {
  return callApi(authApi.codeRequest, { body: input });
}

export function verifyCode(input: { email: string; code: string; purpose: CodePurpose; locale: Language }) {
  return callApi(authApi.codeVerify, { body: input });
}
