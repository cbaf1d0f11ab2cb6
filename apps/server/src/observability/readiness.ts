import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

export interface ReadinessResult {
  ready: boolean;
  db: 'ok' | 'unreachable';
  storage: 'ok' | 'unusable';
  /** What is wrong, for the operator (never shown to users). */
  reason?: string;
}

/**
 * Readiness: the database answers now, and the recordings' storage answered within the last few seconds. The storage
 * check (an S3 request, or a write in the folder) is kept `storageTtlMs`, so frequent probes from several load
 * balancers cost one check per interval, and one slow S3 answer does not stall every probe.
 */
export function readinessCheck(database: Database, storage: Storage, storageTtlMs = 5000) {
  let last: { at: number; error: string | null } | null = null;
  let running: Promise<string | null> | null = null;

  const storageError = async (): Promise<string | null> => {
    if (last && Date.now() - last.at < storageTtlMs) return last.error;
    running ??= storage
      .check()
      .then(
        () => null,
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      )
      .then((error) => {
        last = { at: Date.now(), error };
        running = null;
        return error;
      });
    return running;
  };

  return async function check(): Promise<ReadinessResult> {
    let dbError: string | null = null;
    try {
      await database.ping();
    } catch (err) {
      dbError = err instanceof Error ? err.message || String(err) : String(err);
    }
    const stError = await storageError();
    const reason = [dbError && `database unreachable: ${dbError}`, stError && `storage unusable: ${stError}`]
      .filter(Boolean)
      .join('; ');
    return {
      ready: !dbError && !stError,
      db: dbError ? 'unreachable' : 'ok',
      storage: stError ? 'unusable' : 'ok',
      ...(reason ? { reason } : {}),
    };
  };
}
