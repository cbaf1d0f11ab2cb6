import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authVerifications, signInCodeOrigins } from '../db/schema/index.ts';
import { maxWrongAttempts } from './auth-constants.ts';
import { codeExpired, invalidCode, tooManyAttempts } from './code-errors.ts';

/** better-auth's `storeOTP: 'hashed'` form: SHA-256, base64url without padding; the row's value is `<hash>:<wrong tries>`. */
const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Checks a code against its stored hash and counts a wrong try, in one UPDATE (docs/security.md "Sign-in codes").
 * The row lock of that statement orders parallel guesses: each wrong guess adds exactly one, and once the count
 * reaches the limit no guess — the right one included — is compared any more. (better-auth's own check lets
 * parallel guesses that lose its consume race go uncounted.) Throws the answer for a wrong, exhausted, expired or
 * missing code; returns when the code is right, leaving the row for better-auth to consume.
 */
export async function checkCodeAttempt(db: Db, identifier: string, code: string, ip?: string): Promise<void> {
  const hash = hashCode(code);
  if (ip !== undefined) {
    const [origin] = await db
      .select({ requesterIp: signInCodeOrigins.requesterIp })
      .from(signInCodeOrigins)
      .where(eq(signInCodeOrigins.identifier, identifier))
      .limit(1);
    if (origin && origin.requesterIp !== ip) return checkForeignAttempt(db, identifier, hash);
  }
  const tries = sql`coalesce(nullif(split_part(${authVerifications.value}, ':', 2), ''), '0')::int`;
  const stored = sql`split_part(${authVerifications.value}, ':', 1)`;
  const [row] = await db
    .update(authVerifications)
    .set({
      value: sql`case when ${stored} = ${hash} then ${authVerifications.value} else ${stored} || ':' || (${tries} + 1)::text end`,
    })
    .where(
      sql`${authVerifications.identifier} = ${identifier} and ${authVerifications.expiresAt} > now() and ${tries} < ${maxWrongAttempts}`,
    )
    .returning({ match: sql<boolean>`${stored} = ${hash}`, used: sql<number>`${tries}` });
  if (row?.match) return;
  if (row) throw wrongTry(Number(row.used));
  return explainRefusal(db, identifier);
}

function wrongTry(used: number) {
  return used >= maxWrongAttempts ? tooManyAttempts() : invalidCode({ attemptsLeft: maxWrongAttempts - used });
}

/**
 * A guess from an address other than the one that requested the code: counted on the code's shared foreign
 * budget (one UPDATE joined with the code's row, under the same row-lock ordering), never on the owner's tries.
 */
async function checkForeignAttempt(db: Db, identifier: string, hash: string): Promise<void> {
  const stored = sql`split_part(${authVerifications.value}, ':', 1)`;
  const ownerTries = sql`coalesce(nullif(split_part(${authVerifications.value}, ':', 2), ''), '0')::int`;
  const [row] = await db
    .update(signInCodeOrigins)
    .set({
      foreignTries: sql`${signInCodeOrigins.foreignTries} + case when ${stored} = ${hash} then 0 else 1 end`,
    })
    .from(authVerifications)
    .where(
      sql`${signInCodeOrigins.identifier} = ${identifier} and ${authVerifications.identifier} = ${identifier} and ${authVerifications.expiresAt} > now() and ${signInCodeOrigins.foreignTries} < ${maxWrongAttempts} and ${ownerTries} < ${maxWrongAttempts}`,
    )
    .returning({ match: sql<boolean>`${stored} = ${hash}`, used: signInCodeOrigins.foreignTries });
  if (row?.match) return;
  if (row) throw wrongTry(Number(row.used));
  return explainRefusal(db, identifier);
}

/** Why no try was compared: no code, an expired one, or one whose tries are used up. */
async function explainRefusal(db: Db, identifier: string): Promise<never> {
  const [existing] = await db
    .select({ expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, identifier))
    .limit(1);
  // No row: never requested, already used, or replaced by a newer code.
  if (!existing) throw invalidCode();
  if (existing.expiresAt.getTime() <= Date.now()) throw codeExpired();
  throw tooManyAttempts();
}
