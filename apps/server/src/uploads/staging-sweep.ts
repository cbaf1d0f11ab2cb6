import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { allReservations, releaseUpload } from './reservations.ts';
import { removeStagedFiles } from './staging-store.ts';
import { isUploadId } from './upload-ids.ts';

/** Files younger than this may be an upload being created right now (data file first, `.json` a moment later). */
const settleMs = 60_000;

export interface SweepDeps {
  db: Db;
  stagingDir: string;
  retentionMs: number;
  /** Upload ids being finalised in this process right now: never touched. */
  busy(id: string): boolean;
  /** Finishes a complete upload whose finalisation was interrupted (crash, kill -9, stop during ffmpeg). */
  finish(id: string, userId: string): Promise<unknown>;
}

export interface SweepResult {
  removedFiles: number;
  released: number;
  finished: number;
}

/**
 * Keeps the staging folder and the reservations in step (docs/security.md "Uploads"):
 * - a file that is not half of a well-formed upload pair (an orphaned data file, a lone `.json`, a leftover
 *   `.audio.m4a`, anything else) is removed once it is a minute old;
 * - a pair without a reservation (cancelled, expired, account deleted) is removed;
 * - a reservation without files, or older than the retention period, is released (with its files);
 * - a complete upload that never became a session is finished.
 */
export async function sweepStaging(deps: SweepDeps, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { removedFiles: 0, released: 0, finished: 0 };
  const names = await readdir(deps.stagingDir).catch(() => [] as string[]);
  const present = new Set(names);
  const reservations = new Map((await allReservations(deps.db)).map((r) => [r.id, r]));
  const ageOf = async (name: string) => {
    const info = await stat(path.join(deps.stagingDir, name)).catch(() => null);
    return info ? now - info.mtimeMs : 0;
  };

  const pairs = new Set<string>();
  for (const name of names) {
    const id = name.endsWith('.json') ? name.slice(0, -5) : name.endsWith('.audio.m4a') ? name.slice(0, -10) : name;
    if (deps.busy(id)) continue;
    const paired = isUploadId(id) && present.has(id) && present.has(`${id}.json`) && !name.endsWith('.audio.m4a');
    if (paired) {
      pairs.add(id);
      continue;
    }
    if ((await ageOf(name)) < settleMs) continue;
    await removeStagedFiles(deps.stagingDir, id);
    result.removedFiles += 1;
  }

  for (const id of pairs) {
    const reservation = reservations.get(id);
    if (!reservation) {
      if ((await ageOf(`${id}.json`)) < settleMs) continue;
      await removeStagedFiles(deps.stagingDir, id);
      result.removedFiles += 1;
      continue;
    }
    if (now - reservation.createdAt.getTime() > deps.retentionMs) continue; // released below
    const info = await readInfo(deps.stagingDir, id);
    const size = (await stat(path.join(deps.stagingDir, id)).catch(() => null))?.size;
    if (info?.size !== undefined && size === info.size) {
      await deps.finish(id, reservation.userId).catch(() => {});
      result.finished += 1;
    }
  }

  for (const [id, reservation] of reservations) {
    if (deps.busy(id)) continue;
    const expired = now - reservation.createdAt.getTime() > deps.retentionMs;
    const orphaned = !pairs.has(id) && now - reservation.createdAt.getTime() > settleMs;
    if (expired || orphaned) {
      await removeStagedFiles(deps.stagingDir, id);
      await releaseUpload(deps.db, id);
      result.released += 1;
    }
  }
  return result;
}

async function readInfo(dir: string, id: string): Promise<{ size?: number } | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as { size?: number };
  } catch {
    return null;
  }
}
