import { acceptedUploadTypes, type UploadFileType } from '@cuecoach/contracts';

export type FileLimits = {
  maxBytes: number;
  maxDurationMin: number;
  extensions: readonly UploadFileType[];
  /** Admin limits per kind (max audio / video size); maxBytes applies when absent. */
  maxAudioBytes?: number;
  maxVideoBytes?: number;
};

/** 1 GB and 90 minutes, unless the server's /api/capabilities says otherwise. */
export const defaultLimits: FileLimits = {
  maxBytes: 1024 ** 3,
  maxDurationMin: 90,
  extensions: Object.keys(acceptedUploadTypes) as UploadFileType[],
};

export type FileProblem =
  | { code: 'upload_unsupported_type' }
  | { code: 'upload_unreadable' }
  | { code: 'upload_empty' }
  | { code: 'upload_too_large'; maxBytes: number }
  | { code: 'upload_too_long'; maxMinutes: number };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks done in the browser before a byte is sent: type by extension and, when the browser reports
 * one, by MIME type; size; duration when the browser could read it (`durationSec` null = unknown, the server
 * checks it after upload). The server repeats every check; this only saves the user a wasted upload.
 */
export function validateFile(
  file: { name: string; size: number; type: string },
  durationSec: number | null,
  limits: FileLimits = defaultLimits,
): FileProblem | null {
  const ext = extensionOf(file.name);
  if (!(limits.extensions as readonly string[]).includes(ext)) return { code: 'upload_unsupported_type' };
  const allowedMime = acceptedUploadTypes[ext as UploadFileType].mime as readonly string[];
  // Browsers leave `type` empty for types they do not know; only a type that contradicts the extension refuses.
  if (file.type !== '' && file.type !== 'application/octet-stream' && !allowedMime.includes(file.type)) {
    return { code: 'upload_unsupported_type' };
  }
  if (file.size === 0) return { code: 'upload_empty' };
  const kind = acceptedUploadTypes[ext as UploadFileType].kind;
  const maxBytes = (kind === 'video' ? limits.maxVideoBytes : limits.maxAudioBytes) ?? limits.maxBytes;
  if (file.size > maxBytes) return { code: 'upload_too_large', maxBytes };
  if (durationSec !== null && durationSec > limits.maxDurationMin * 60) {
    return { code: 'upload_too_long', maxMinutes: limits.maxDurationMin };
  }
  return null;
}

/** The `accept` attribute for the file input. */
export function acceptAttribute(limits: FileLimits = defaultLimits): string {
  return limits.extensions
    .flatMap((ext) => [`.${ext}`, ...(acceptedUploadTypes[ext].mime as readonly string[])])
    .join(',');
}

export type MediaProbe = { durationSec: number | null; decodeFailed: boolean };

/**
 * Reads the duration with a media element (no bytes leave the machine). `durationSec` is null when the browser
 * could not tell (no media support, a codec it lacks, a slow disk); `decodeFailed` says the element itself
 * reported the file as broken or not media.
 */
export function probeMedia(file: File, timeoutMs = 10_000): Promise<MediaProbe> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve({ durationSec: null, decodeFailed: false });
    const url = URL.createObjectURL(file);
    const el = document.createElement(file.type.startsWith('video') ? 'video' : 'audio');
    el.preload = 'metadata';
    const done = (v: MediaProbe) => {
      clearTimeout(timer);
      el.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(v);
    };
    const timer = setTimeout(() => done({ durationSec: null, decodeFailed: false }), timeoutMs);
    el.onloadedmetadata = () =>
      done({ durationSec: Number.isFinite(el.duration) ? el.duration : null, decodeFailed: false });
    el.onerror = () => done({ durationSec: null, decodeFailed: true });
    el.src = url;
  });
}
