import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * Admin-editable settings. Each setting has one definition (key, schema, default) next to the feature that
 * reads it; a stored value that no longer matches its schema falls back to the default.
 */
export interface SettingDefinition<T> {
  key: string;
  /** Any zod schema: classic (the server's own) or zod/mini (contracts); parsed with zod's functions. */
  schema: $ZodType<T>;
  defaultValue: T;
}

/**
 * How long `readSettingCached` trusts a value it read. A change written through `writeSetting` in this process is
 * seen at once; one made by another process (an API replica) or by hand in the database within this long.
 */
export const settingCacheMs = 5_000;

/** Bumped by every `writeSetting` in this process: a cached value read before the write is not used after it. */
const writes = new Map<string, number>();
/** Per database handle (a process may hold several, as the tests do), per setting key. */
const cache = new WeakMap<object, Map<string, { value: unknown; until: number; write: number }>>();

/**
 * `readSetting` for settings read on hot paths (the session detail reads retention and pace limits on every
 * request): kept per process for `settingCacheMs` (see there for how changes are seen).
 */
export async function readSettingCached<T>(db: DbOrTx, def: SettingDefinition<T>): Promise<T> {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const now = Date.now();
  const write = writes.get(def.key) ?? 0;
  const hit = byKey.get(def.key);
  if (hit && hit.until > now && hit.write === write) return hit.value as T;
  const value = await readSetting(db, def);
  byKey.set(def.key, { value, until: now + settingCacheMs, write });
  return value;
}

export async function readSetting<T>(db: DbOrTx, def: SettingDefinition<T>): Promise<T> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, def.key)).limit(1);
  if (!row) return def.defaultValue;
  const parsed = z.safeParse(def.schema, row.value);
  return parsed.success ? parsed.data : def.defaultValue;
}

export async function writeSetting<T>(db: DbOrTx, def: SettingDefinition<T>, value: T): Promise<void> {
  const checked = z.parse(def.schema, value);
  forgetCachedSetting(def.key);
  try {
    await store(db, def, checked);
  } finally {
    // Again once written: a read that raced the write is not kept either. (Written inside a caller's transaction,
    // a read between this and the commit may keep the old value for settingCacheMs, as another process would.)
    forgetCachedSetting(def.key);
  }
}

function forgetCachedSetting(key: string): void {
  writes.set(key, (writes.get(key) ?? 0) + 1);
}

async function store<T>(db: DbOrTx, def: SettingDefinition<T>, checked: T): Promise<void> {
  // The column cannot hold SQL NULL; "no value" is the absence of a row (read back as the default).
  if (checked === null) {
    await db.delete(appSettings).where(eq(appSettings.key, def.key));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key: def.key, value: checked as unknown })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: checked as unknown, updatedAt: new Date() } });
}
