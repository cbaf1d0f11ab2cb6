/**
 * Contracts schemas that screens under the JavaScript budget (app/budget/bundle-budget.test.ts) parse responses
 * with, loaded on demand through `apiFetchParsed` (lib/api-client.ts): importing them statically would put
 * their whole contracts modules (every schema of auth.ts, credits.ts, account.ts) in the account and admin
 * screens' first download (+2.8 KB and +0.6 KB gzipped when measured).
 */
export { adminStats, codeRequestResponse, emailChangeResponse, ledgerPage, profile } from '@cuecoach/contracts';
