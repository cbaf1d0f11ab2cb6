export * from './auth.ts';
export * from './credits.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './metrics.ts';
export * from './report.ts';
export * from './sessions.ts';
