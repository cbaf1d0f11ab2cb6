/**
 * Every stored file (uploaded originals, extracted audio) goes through this interface, so an S3-compatible
 * implementation (s3-storage.ts) can replace local disk (storage.ts) without touching sessions or jobs. Keys are relative POSIX paths
 * like `sessions/<userId>/<sessionId>/original.m4a`.
 */
export interface Storage {
  /** Which implementation: reported by /api/health. */
  readonly kind: 'local' | 's3';
  /** Throws, with the reason, when objects cannot be stored (folder not writable, bucket missing, bad keys). */
  check(): Promise<void>;
  /** Moves a local file (e.g. a finished tus upload) under `key`; the source is gone afterwards. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * Gives `fn` a local path to read the object from (ffmpeg needs one). Local disk: the file itself;
   * remote stores: a temporary download removed after `fn` settles, under `opts.scratchDir` (a worker's own
   * work folder, swept once that worker is gone) or the store's default scratch folder.
   */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>, opts?: { scratchDir?: string }): Promise<T>;
  /** Streams the object, or the inclusive byte range of it (HTTP Range requests for audio seeking). */
  openRead(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number | null>;
  /** Removes the object; a missing object is not an error (deletes are retried by sweeps). */
  delete(key: string): Promise<void>;
  /** Removes every object under a prefix (a session's folder). */
  deletePrefix(prefix: string): Promise<void>;
}
