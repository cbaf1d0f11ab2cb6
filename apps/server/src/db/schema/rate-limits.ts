import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters that every API process shares (auth/shared-rate-limit.ts): limits that must hold however
 * many processes serve the API. The key is a keyed hash (it may name an IP address); a row is dead once `reset_at`
 * has passed and is swept.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
