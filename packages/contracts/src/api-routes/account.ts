import { z } from 'zod/mini';
import { accountDeletionBody, emailChangeRequestBody, emailChangeResponse, emailChangeVerifyBody } from '../account.ts';
import { codeRequestResponse, createProfileBody, profile as profileSchema, updateProfileBody } from '../auth.ts';
import { route } from './route.ts';

/** E-mails a 6-digit code to the new address. */
export const emailChangeRequest = route({
  method: 'POST',
  path: '/account/email-change/request',
  access: 'user',
  body: emailChangeRequestBody,
  response: codeRequestResponse,
  errors: ['same_email', 'resend_cooldown', 'email_already_registered'],
});
/** Checks the code sent to the new address and switches the account to it. */
export const emailChangeVerify = route({
  method: 'POST',
  path: '/account/email-change/verify',
  access: 'user',
  body: emailChangeVerifyBody,
  response: emailChangeResponse,
  errors: ['invalid_code', 'code_expired', 'too_many_attempts', 'email_already_registered'],
});
/** Everything stored about the user, as a JSON file download (Content-Disposition: attachment). */
export const exportData = route({
  method: 'GET',
  path: '/account/export',
  access: 'user',
  kind: 'download',
  errors: [],
});
/** Deletes the content now, marks the account deletion_requested and signs it out everywhere. */
export const deletion = route({
  method: 'POST',
  path: '/account/deletion',
  access: 'user',
  body: accountDeletionBody,
  response: z.object({ status: z.literal('deletion_requested'), deletedSessions: z.int() }),
  errors: [],
});
/** 404 before onboarding. */
export const profile = route({
  method: 'GET',
  path: '/profile',
  access: 'user',
  response: profileSchema,
  errors: ['not_found'],
});
/** Onboarding. */
export const createProfile = route({
  method: 'POST',
  path: '/profile',
  access: 'user',
  body: createProfileBody,
  response: profileSchema,
  status: 201,
  errors: ['profile_exists'],
});
export const updateProfile = route({
  method: 'PATCH',
  path: '/profile',
  access: 'user',
  body: updateProfileBody,
  response: profileSchema,
  errors: ['not_found'],
});
