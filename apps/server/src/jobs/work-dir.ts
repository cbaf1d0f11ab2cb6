import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const WORKER_PREFIX = 'worker-';
const LEGACY_PREFIX = 'cuecoach-analysis-';

/**
 * Each worker process keeps its scratch files (downloaded originals, decoded audio) in its own folder,
 * `<workDir>/worker-<id>`, so several workers can share a machine and a work folder and still tell whose files
 * are whose. The owner file is for people reading the disk; ownership is the folder name.
 */
export async function createWorkerDir(workDir: string, workerId: string): Promise<string> {
  const dir = path.join(workDir, `${WORKER_PREFIX}${workerId}`);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'owner.json'),
    JSON.stringify({ workerId, host: hostname(), pid: process.pid, startedAt: new Date().toISOString() }),
  );
  return dir;
}

/**
 * Removes, whatever their age, the folders of workers that are no longer alive (`liveness` asks the worker
 * registry, so a folder of a worker still running elsewhere on this disk is kept). Folders of versions before
 * the registry (`cuecoach-analysis-*` at the top) have no owner to ask: those go once older than `legacyMaxAgeMs`.
 */
export async function sweepOrphanWorkDirs(
  workDir: string,
  opts: {
    ownId: string;
    /** The registry's view of the folder's worker (workers/registry.ts workerLiveness). */
    liveness(workerId: string): Promise<'alive' | 'dead' | 'unknown'>;
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    legacyMaxAgeMs?: number;
    now?: number;
  },
): Promise<string[]> {
  const { ownId, liveness, log, legacyMaxAgeMs = 6 * 60 * 60 * 1000, now = Date.now() } = opts;
  await mkdir(workDir, { recursive: true });
  const removed: string[] = [];
  for (const name of await readdir(workDir)) {
    const full = path.join(workDir, name);
    try {
      if (name.startsWith(WORKER_PREFIX)) {
        const owner = name.slice(WORKER_PREFIX.length);
        if (owner === ownId) continue;
        const state = await liveness(owner);
        if (state === 'alive') continue;
        // Unknown to the registry: perhaps a worker of another database sharing this disk; keep it while its
        // process runs here.
        if (state === 'unknown' && (await ownerProcessRuns(full))) continue;
      } else if (name.startsWith(LEGACY_PREFIX)) {
        if (now - (await stat(full)).mtimeMs < legacyMaxAgeMs) continue;
      } else continue;
      await rm(full, { recursive: true, force: true });
      removed.push(name);
    } catch (err) {
      log.warn({ err, dir: full }, 'could not remove a stale analysis folder');
    }
  }
  if (removed.length > 0) log.info({ removed }, 'removed scratch folders of workers that are gone');
  return removed;
}

async function ownerProcessRuns(dir: string): Promise<boolean> {
  try {
    const owner = JSON.parse(await readFile(path.join(dir, 'owner.json'), 'utf8')) as { host?: string; pid?: number };
    if (owner.host !== hostname() || typeof owner.pid !== 'number' || owner.pid === process.pid) return false;
    process.kill(owner.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A clean stop removes the worker's own folder (its analyses have ended or been handed back). */
export async function removeWorkerDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
