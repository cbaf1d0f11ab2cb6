import { z } from 'zod/mini';
import { adminStats } from '../account.ts';
import {
  adminAnalyticsQuery,
  adminUsersPage,
  adminUsersQuery,
  adminUserUpdate,
  adminUserUpdated,
  creditChangeBody,
  creditChangeResult,
  lexiconTermsQuery,
  purchasesPage,
  purchasesQuery,
} from '../admin.ts';
import {
  costPolicySetting,
  paceLimits,
  retentionSetting,
  signupCreditsSetting,
  speechModelChoice,
  speechModelStatus,
  uploadSizeLimits,
} from '../admin-settings.ts';
import { adminAnalytics } from '../analytics.ts';
import { creditRule } from '../credits.ts';
import type { ApiErrorCode } from '../errors.ts';
import { lexiconTerm, lexiconTermInput } from '../lexicon.ts';
import { adminReviewCounts } from '../reviews.ts';
import { adminWorkersResponse } from '../workers.ts';
import { type ApiRouteSpec, route } from './route.ts';

// Every route here is for admins: 401 signed out, 403 without the admin role, checked on every request.

const idParams = z.object({ id: z.string().check(z.minLength(1)) });

/** Users, newest first, optionally filtered by e-mail, id, role and status; one page and the total. */
export const users = route({
  method: 'GET',
  path: '/admin/users',
  access: 'admin',
  query: adminUsersQuery,
  response: adminUsersPage,
  errors: [],
});
/** Changes a user's role or account status (suspending ends their sessions). */
export const updateUser = route({
  method: 'PATCH',
  path: '/admin/users/:id',
  access: 'admin',
  params: idParams,
  body: adminUserUpdate,
  response: adminUserUpdated,
  errors: ['not_found', 'cannot_demote_self'],
});
/** Grants, deducts or sets a user's credits; a repeated request id applies once. */
export const changeCredits = route({
  method: 'POST',
  path: '/admin/users/:id/credits',
  access: 'admin',
  params: idParams,
  body: creditChangeBody,
  response: creditChangeResult,
  errors: ['not_found', 'invalid_amount', 'no_change', 'conflict'],
});
/** Dashboard KPIs and the 14-day trend. */
export const stats = route({ method: 'GET', path: '/admin/stats', access: 'admin', response: adminStats, errors: [] });
/** All purchases, newest first. */
export const purchases = route({
  method: 'GET',
  path: '/admin/purchases',
  access: 'admin',
  query: purchasesQuery,
  response: purchasesPage,
  errors: [],
});
/** Analysis workers seen in the last day. */
export const workers = route({
  method: 'GET',
  path: '/admin/workers',
  access: 'admin',
  response: adminWorkersResponse,
  errors: [],
});
/** Peer feedback counts. */
export const reviews = route({
  method: 'GET',
  path: '/admin/reviews',
  access: 'admin',
  response: adminReviewCounts,
  errors: [],
});
/** Funnel, daily active users, Web Vitals and event counts over the last N days. */
export const analytics = route({
  method: 'GET',
  path: '/admin/analytics',
  access: 'admin',
  query: adminAnalyticsQuery,
  response: adminAnalytics,
  errors: [],
});

/** The admin dictionary: terms the next analyses use on top of the built-in lexicon. */
export const lexiconTerms = route({
  method: 'GET',
  path: '/admin/lexicon-terms',
  access: 'admin',
  query: lexiconTermsQuery,
  response: z.array(lexiconTerm),
  errors: [],
});
export const createLexiconTerm = route({
  method: 'POST',
  path: '/admin/lexicon-terms',
  access: 'admin',
  body: lexiconTermInput,
  response: lexiconTerm,
  status: 201,
  errors: ['lexicon_pattern_invalid'],
});
export const updateLexiconTerm = route({
  method: 'PUT',
  path: '/admin/lexicon-terms/:id',
  access: 'admin',
  params: z.object({ id: z.string() }),
  body: lexiconTermInput,
  response: lexiconTerm,
  errors: ['not_found', 'lexicon_pattern_invalid'],
});
export const deleteLexiconTerm = route({
  method: 'DELETE',
  path: '/admin/lexicon-terms/:id',
  access: 'admin',
  params: z.object({ id: z.string() }),
  status: 204,
  errors: ['not_found'],
});

/** One setting's pair: GET answers the stored value (or its default); PUT validates, stores and answers it. */
// (Built without `route()`: its path check cannot see through the generic path, and these paths take no params.)
/*#__NO_SIDE_EFFECTS__*/
function setting<const P extends `/admin/settings/${string}`, S extends z.ZodMiniType>(path: P, schema: S) {
  const errors: readonly ApiErrorCode[] = [];
  return {
    read: { method: 'GET', path, access: 'admin', response: schema, errors } as const satisfies ApiRouteSpec,
    write: {
      method: 'PUT',
      path,
      access: 'admin',
      body: schema,
      response: schema,
      errors,
    } as const satisfies ApiRouteSpec,
  };
}
/** Credits granted to each new account. */
export const signupCredits = setting('/admin/settings/signup-credits', signupCreditsSetting);
/** Credits per started minute and the minimum. */
export const creditRuleSetting = setting('/admin/settings/credit-rule', creditRule);
/** The free beta switch and the contact for credit questions. */
export const costPolicy = setting('/admin/settings/cost-policy', costPolicySetting);
/** Hours uploaded originals are kept. */
export const retention = setting('/admin/settings/retention', retentionSetting);
/** Max audio / video size in MB (each capped by MAX_UPLOAD_MB). */
export const uploadLimits = setting('/admin/settings/upload-limits', uploadSizeLimits);
/** Min / max WPM and max silence ratio a finished analysis is checked against. */
export const paceLimitsSetting = setting('/admin/settings/pace-limits', paceLimits);

/** The Korean speech model: the choice, the models on disk, and a download in progress (polled). */
export const speechModel = route({
  method: 'GET',
  path: '/admin/settings/speech-model',
  access: 'admin',
  response: speechModelStatus,
  errors: [],
});
/** Chooses the whisper.cpp model Korean analyses use; an unknown name is validation_failed (details.models). */
export const chooseSpeechModel = route({
  method: 'PUT',
  path: '/admin/settings/speech-model',
  access: 'admin',
  body: speechModelChoice,
  response: speechModelStatus,
  errors: [],
});
/** Fetches the chosen Korean speech model now (resumable, checksum-verified); answers at once with the status. */
export const downloadSpeechModel = route({
  method: 'POST',
  path: '/admin/speech-model/download',
  access: 'admin',
  response: speechModelStatus,
  status: 202,
  errors: [],
});
