// The API's route table, one module per area. Each area is a namespace (`sessionsApi.detail`): a screen that calls
// one route bundles that route's schemas only.
export * as accountApi from './account.ts';
export * as adminApi from './admin.ts';
export * as analyticsApi from './analytics.ts';
export * as authApi from './auth.ts';
export * as creditsApi from './credits.ts';
export * as liveCheckApi from './live-check.ts';
export * as reviewsApi from './reviews.ts';
export * from './route.ts';
export * as sessionsApi from './sessions.ts';
export * as statusApi from './status.ts';
export * as uploadsApi from './uploads.ts';
