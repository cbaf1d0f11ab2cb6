import { bigserial, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics events (docs/analytics.md). No IP address, no user-agent string, no cookie id: a device
 * class, the page bucket and path (ids masked), and for a signed-in reader a hash of the user id salted with a
 * salt that exists for one day only — enough to count daily active users, not to follow anyone across days.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** mobile, tablet, desktop (from the user agent, which itself is not kept). */
    device: text('device').notNull(),
    /** sha-256 of (today's salt, user id) for a signed-in reader; null when signed out. */
    dailyUserHash: text('daily_user_hash'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_name_idx').on(t.name, t.receivedAt),
  ],
);

/** One random salt per UTC day; yesterday's is deleted by the sweep, after which that day's hashes cannot be linked. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});
