import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Db } from '../db/client.ts';
import { releaseUpload, reservationsOf } from './reservations.ts';
import { ownerTag } from './upload-ids.ts';

/**
 * @tus/file-store with removal that cannot leave half an upload behind: both files go (whichever exists) and the
 * upload's slot is released. The stock `remove` stops at the first missing file, which left a 100 MB data file
 * without its `.json` partner — invisible to HEAD, to the cap and to expiry.
 */
export class StagingStore extends FileStore {
  readonly #dir: string;
  readonly #db: Db;

  constructor(opts: { directory: string; expirationPeriodInMilliseconds: number; db: Db }) {
    super({ directory: opts.directory, expirationPeriodInMilliseconds: opts.expirationPeriodInMilliseconds });
    this.#dir = opts.directory;
    this.#db = opts.db;
  }

  override async remove(id: string): Promise<void> {
    await removeStagedFiles(this.#dir, id);
    await releaseUpload(this.#db, id);
  }
}

export async function removeStagedFiles(dir: string, id: string): Promise<void> {
  await rm(path.join(dir, id), { force: true });
  await rm(path.join(dir, `${id}.json`), { force: true });
  await rm(path.join(dir, `${id}.audio.m4a`), { force: true });
}

/** Account deletion: every unfinished upload of the user goes at once, files and slots (not at expiry). */
export async function removeUploadsOf(db: Db, stagingDir: string, userId: string): Promise<void> {
  for (const r of await reservationsOf(db, userId)) {
    await removeStagedFiles(stagingDir, r.id);
    await releaseUpload(db, r.id);
  }
  // Files whose reservation is already gone (the sweep would remove them too, later).
  const tag = ownerTag(userId);
  const names = await readdir(stagingDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(tag)) await removeStagedFiles(stagingDir, name.split('.')[0] ?? name);
  }
}
