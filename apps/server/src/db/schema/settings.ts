import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-editable settings (credit rule, retention hours, …); one row per key, value validated where read. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
