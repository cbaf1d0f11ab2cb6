// One file per area; each area's tables are re-exported here so Drizzle (queries and migrations) sees them all.
export * from './analytics.ts';
export * from './auth.ts';
export * from './credits.ts';
export * from './lexicon.ts';
export * from './profiles.ts';
export * from './rate-limits.ts';
export * from './reviews.ts';
export * from './sessions.ts';
export * from './settings.ts';
export * from './uploads.ts';
export * from './workers.ts';
