import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A worker killed mid-analysis leaves its decoded audio behind. At start we remove analysis folders older than
 * `maxAgeMs`; the age guard keeps folders of analyses still running in another process on the same disk.
 */
export async function sweepStaleWorkDirs(
  workDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  maxAgeMs = 6 * 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  await mkdir(workDir, { recursive: true });
  let removed = 0;
  for (const name of await readdir(workDir)) {
    if (!name.startsWith('cuecoach-analysis-')) continue;
    const full = path.join(workDir, name);
    try {
      if (now - (await stat(full)).mtimeMs < maxAgeMs) continue;
      await rm(full, { recursive: true, force: true });
      removed++;
    } catch (err) {
      log.warn({ err, dir: full }, 'could not remove a stale analysis folder');
    }
  }
  if (removed > 0) log.info({ removed }, 'removed stale analysis folders');
  return removed;
}
