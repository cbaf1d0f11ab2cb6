import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { readSetting, readSettingCached, settingCacheMs, writeSetting } from './app-settings.ts';
import { paceLimitsSetting } from './service-limits.ts';

describe('readSettingCached', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('sees a write made through writeSetting at once, and one made elsewhere within settingCacheMs', async () => {
    const { db } = database;
    const now = vi.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      expect(await readSettingCached(db, paceLimitsSetting)).toEqual(paceLimitsSetting.defaultValue);

      const changed = { minWpm: 90, maxWpm: 200, maxSilenceRatio: 0.5 };
      await writeSetting(db, paceLimitsSetting, changed);
      expect(await readSettingCached(db, paceLimitsSetting)).toEqual(changed);

      // Another process (or a hand edit) changes the row: the cached value is kept until it is settingCacheMs old.
      const other = { minWpm: 70, maxWpm: 230, maxSilenceRatio: 0.7 };
      await db.execute(
        sql`update app_settings set value = ${JSON.stringify(other)}::jsonb where key = ${paceLimitsSetting.key}`,
      );
      expect(await readSetting(db, paceLimitsSetting)).toEqual(other);
      now.mockReturnValue(1_000_000 + settingCacheMs - 1);
      expect(await readSettingCached(db, paceLimitsSetting)).toEqual(changed);
      now.mockReturnValue(1_000_000 + settingCacheMs);
      expect(await readSettingCached(db, paceLimitsSetting)).toEqual(other);
    } finally {
      now.mockRestore();
    }
  });
});
