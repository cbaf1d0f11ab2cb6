import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage-interface.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where `withLocalFile` downloads objects for ffmpeg; the OS temp dir by default. */
  scratchDir?: string;
}

/**
 * Recordings in an S3-compatible bucket, so API and workers on different machines share them without a shared
 * file system. Objects are written with multipart uploads (originals reach 1 GB) and read back with ranged GETs
 * (audio seeking); ffmpeg gets a temporary local copy.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly scratchDir: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.scratchDir = options.scratchDir ?? tmpdir();
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      credentials: options.credentials,
      // Newer SDKs add CRC checksums to every request by default; several S3-compatible servers reject or
      // mis-store those, and AWS itself does not require them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(config);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'access denied (check S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY)'
            : (error as Error).message || (error as Error).name;
      throw new Error(`S3 bucket "${this.bucket}" is not usable: ${why}`);
    }
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkKey(key), Body: createReadStream(sourcePath) },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
    }).done();
    await rm(sourcePath, { force: true });
  }

  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>, opts?: { scratchDir?: string }): Promise<T> {
    const scratchDir = opts?.scratchDir ?? this.scratchDir;
    await mkdir(scratchDir, { recursive: true });
    // The analysis-folder prefix: the start-up sweep (jobs/work-dir.ts) removes copies a killed worker left.
    const dir = await mkdtemp(path.join(scratchDir, 'cuecoach-analysis-download-'));
    try {
      const file = path.join(dir, path.posix.basename(checkKey(key)));
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
      return await fn(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  openRead(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream {
    const out = new PassThrough();
    const request = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkKey(key),
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    });
    this.client.send(request).then(
      (object) => {
        const body = object.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        // A client that goes away (closed tab, seek) stops the download too.
        out.on('close', () => body.destroy());
        body.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // A trailing slash so `sessions/u/abc` never takes `sessions/u/abcd` with it.
    const folder = `${checkKey(prefix).replace(/\/+$/, '')}/`;
    if (folder === '/') throw new Error('refusing to delete the whole bucket');
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: folder, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        // A batch delete reports per-key failures in its answer instead of failing the request.
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`could not delete ${failed.length} object(s) under ${folder}: ${failed[0]?.Code ?? ''}`);
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/** Same rule as local disk: relative keys only, no `..` segments (a programming error, not user input). */
function checkKey(key: string): string {
  if (key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
