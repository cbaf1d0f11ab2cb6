import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One row per unfinished tus upload (docs/security.md "Uploads"). It is what the 5-unfinished-uploads cap counts
 * (inserted under a lock on the user's row, so parallel creates cannot overshoot), whom a staged file belongs to
 * when a crash interrupted its finalisation, and which session id that finalisation chose (so a retry after a
 * crash reuses the same storage prefix instead of leaving files behind). Removed when the session row is created,
 * the upload is cancelled or expires, or the account is deleted.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Set when finalisation starts; the session row is created with this id. */
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_reservations_user_idx').on(t.userId)],
);
