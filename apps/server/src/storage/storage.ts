import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage-interface.ts';

export type { Storage } from './storage-interface.ts';

export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Resolves a key inside the root; a key that would escape it (`..`, absolute) is a programming error. */
  resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (full !== this.root && !full.startsWith(this.root + path.sep))
      throw new Error(`storage key escapes root: ${key}`);
    return full;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (err) {
      // Different file systems (tmp on tmpfs): copy, then remove the source.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(sourcePath, target);
      await rm(sourcePath, { force: true });
    }
  }

  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
    return fn(this.resolve(key));
  }

  openRead(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream {
    return createReadStream(this.resolve(key), range);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.resolve(prefix);
    if (dir === this.root) throw new Error('refusing to delete the storage root');
    await rm(dir, { recursive: true, force: true });
  }
}

export type StorageConfig = Pick<
  Config,
  | 'storageDir'
  | 'workDir'
  | 'STORAGE'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** STORAGE=local (default): files under STORAGE_DIR/objects; STORAGE=s3: the configured bucket. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE !== 's3') return new LocalDiskStorage(path.join(config.storageDir, 'objects'));
  return new S3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Next to the analysis scratch folders, so a worker killed mid-download has its copy swept at the next start.
    scratchDir: config.workDir,
  });
}

export function sessionPrefix(userId: string, sessionId: string): string {
  return `sessions/${encodeURIComponent(userId)}/${sessionId}`;
}
