import { z } from 'zod/mini';
import {
  authErrorCodes,
  codeRequestBody,
  codeRequestResponse,
  codeVerifyBody,
  socialProviderIds,
  socialProvidersResponse,
  socialSignInBody,
  socialSignInResponse,
} from '../auth.ts';
import { route } from './route.ts';

export { me, signOut } from './zod-free.ts';

/** E-mail a 6-digit code (purpose login: existing accounts only; signup: new e-mails only). */
export const codeRequest = route({
  method: 'POST',
  path: '/auth/code/request',
  access: 'public',
  body: codeRequestBody,
  response: codeRequestResponse,
  errors: [
    'invalid_email',
    'user_not_found',
    'email_already_registered',
    'account_suspended',
    'account_deleted',
    'resend_cooldown',
    'send_failed',
  ],
});
/** Checks the code; on success sets the session cookie (signup: creates the account first). */
export const codeVerify = route({
  method: 'POST',
  path: '/auth/code/verify',
  access: 'public',
  body: codeVerifyBody,
  response: z.object({ userId: z.string(), created: z.boolean() }),
  errors: authErrorCodes,
});
/** The social sign-in providers this server offers. */
export const providers = route({
  method: 'GET',
  path: '/auth/providers',
  access: 'public',
  response: socialProvidersResponse,
  errors: [],
});
/** Starts a social sign-in: answers the provider's authorization URL and sets the state cookie. */
export const socialSignIn = route({
  method: 'POST',
  path: '/auth/social/:provider',
  access: 'public',
  params: z.object({ provider: z.enum(socialProviderIds) }),
  body: z.nullish(socialSignInBody),
  response: socialSignInResponse,
  errors: ['provider_not_configured', 'provider_unavailable'],
});
/**
 * better-auth's own endpoints the browser may call (reading and revoking its sessions, the social providers'
 * callbacks); better-auth answers them itself, and the server refuses the rest of its surface with 404.
 */
export const betterAuth = route({
  method: 'GET',
  path: '/auth/*',
  access: 'public',
  kind: 'better-auth',
  errors: ['not_found'],
});
