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

export async function readSetting<T>(db: DbOrTx, def: SettingDefinition<T>): Promise<T> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, def.key)).limit(1);
  if (!row) return def.defaultValue;
  const parsed = z.safeParse(def.schema, row.value);
  return parsed.success ? parsed.data : def.defaultValue;
}

export async function writeSetting<T>(db: DbOrTx, def: SettingDefinition<T>, value: T): Promise<void> {
  const checked = z.parse(def.schema, value);
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
