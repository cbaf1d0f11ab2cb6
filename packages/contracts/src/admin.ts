import { z } from 'zod/mini';
import { accountStatuses, roles } from './auth.ts';

/** GET /api/admin/users: filters and one page (limit/offset), newest first. */
export const adminUsersQuery = z.object({
  /** Part of an e-mail address, case-insensitive. */
  q: z.optional(z.string().check(z.maxLength(254))),
  /** One user by id (from a link elsewhere in the admin area). */
  id: z.optional(z.string().check(z.maxLength(100))),
  role: z.optional(z.enum(roles)),
  status: z.optional(z.enum(accountStatuses)),
  limit: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  offset: z._default(z.coerce.number<number>().check(z.int(), z.minimum(0)), 0),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  creditBalance: z.int(),
  sessionCount: z.int(),
  /** Bytes of uploaded originals still stored (originals are deleted after the retention period). */
  storageBytes: z.int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersPage = z.object({ items: z.array(adminUser), total: z.int() });

/** PATCH /api/admin/users/:id: a role or account status change (suspending ends the user's sessions). */
export const adminUserUpdate = z.object({
  role: z.optional(z.enum(roles)),
  status: z.optional(z.enum(accountStatuses)),
});
export const adminUserUpdated = z.object({ id: z.string(), role: z.enum(roles), status: z.enum(accountStatuses) });

export const creditActions = ['grant', 'deduct', 'set'] as const;
export type CreditAction = (typeof creditActions)[number];
/** POST /api/admin/users/:id/credits */
export const creditChangeBody = z.object({
  action: z.enum(creditActions),
  /** grant/deduct: how many (≥ 1); set: the new balance (≥ 0). */
  amount: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** Chosen by the client once per click: a retried request applies the change once. */
  requestId: z.uuid(),
  note: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const creditChangeResult = z.object({ balance: z.int(), delta: z.int(), applied: z.boolean() });

/** GET /api/admin/purchases */
export const purchasesQuery = z.object({
  limit: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
export const purchaseRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string(),
  email: z.nullable(z.string()),
  credits: z.int(),
  /** The text after "purchase: " in the ledger reason (order or payment reference), if any. */
  note: z.nullable(z.string()),
});
export type PurchaseRow = z.infer<typeof purchaseRow>;
export const purchasesPage = z.object({ items: z.array(purchaseRow) });

/** GET /api/admin/analytics */
export const adminAnalyticsQuery = z.object({
  days: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(365)), 30),
});

/** GET /api/admin/lexicon-terms */
export const lexiconTermsQuery = z.object({ locale: z.optional(z.enum(['ko', 'en'])) });
