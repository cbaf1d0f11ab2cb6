import path from 'node:path';
import { AnalysisError, type MediaProbe } from '@cuecoach/analysis';
import {
  type ApiErrorCode,
  acceptedUploadTypes,
  codePointLabel,
  refusedCodePointOf,
  titleFromFileName,
  titleMaxLength,
  type UploadFileType,
  uploadMetadata,
} from '@cuecoach/contracts';
import type { DbOrTx } from '../db/client.ts';
import { AppError, errorBody } from '../errors.ts';
import { readUploadByteLimits } from '../settings/service-limits.ts';

/**
 * A refusal of the tus endpoint: an `AppError` (same codes, same `{ error: { code, message, details } }` body as the
 * REST API) that @tus/server sends as its own response through `toTusError()`. Its own subclass only so that
 * `refusalFromProbe` can tell a refusal already decided from an unexpected failure.
 */
export class UploadRefusal<C extends ApiErrorCode = ApiErrorCode> extends AppError<C> {
  toTusError(): { status_code: number; body: string } {
    return { status_code: this.statusCode, body: JSON.stringify(errorBody(this.code, this.message, this.details)) };
  }
}

const acceptedList = 'mp3, m4a, wav, mp4 or mov';
const unsupported = (details?: Record<string, unknown>) =>
  new UploadRefusal(
    415,
    'upload_unsupported_type',
    `Only audio (mp3, m4a, wav) or video (mp4, mov) files can be uploaded.`,
    details,
  );

/** MIME types that mean "the browser did not know"; the bytes are checked after upload anyway. */
const unknownMime = new Set(['', 'application/octet-stream']);

export interface CheckedUpload {
  fileType: UploadFileType;
  metadata: ReturnType<typeof uploadMetadata.parse>;
}

/**
 * Checks done when the upload is created, before any byte is stored: declared size, extension and MIME,
 * and the session fields carried in the tus metadata.
 */
export function checkUploadCreate(
  declaredSize: number | undefined,
  rawMetadata: Record<string, string | null | undefined>,
  maxBytes: number,
): CheckedUpload {
  if (declaredSize === undefined) {
    throw new UploadRefusal(400, 'upload_unknown_length', 'The file size must be declared when the upload starts.');
  }
  if (declaredSize > maxBytes) {
    throw new UploadRefusal(
      413,
      'upload_too_large',
      `The file is larger than ${Math.floor(maxBytes / 1024 ** 2)} MB.`,
      {
        maxBytes,
        size: declaredSize,
      },
    );
  }
  if (declaredSize === 0) throw new UploadRefusal(422, 'upload_empty', 'The file is empty.');
  const filename = rawMetadata.filename ?? rawMetadata.name ?? '';
  for (const [field, value] of Object.entries(rawMetadata)) {
    // A NUL cannot be stored in a text column; refused here, before any byte, not as a 500 after the upload.
    const control = typeof value === 'string' ? firstControlCharacter(value) : null;
    if (control !== null) {
      throw new UploadRefusal(
        400,
        'upload_metadata_invalid',
        `The ${field === 'name' ? 'filename' : field} contains control characters.`,
        { field: field === 'name' ? 'filename' : field, character: codePointLabel(control) },
      );
    }
  }
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!(ext in acceptedUploadTypes)) throw unsupported({ extension: ext || null, accepted: acceptedList });
  const fileType = ext as UploadFileType;
  const mime = (rawMetadata.filetype ?? rawMetadata.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (!unknownMime.has(mime) && !(acceptedUploadTypes[fileType].mime as readonly string[]).includes(mime)) {
    throw unsupported({ extension: ext, mime });
  }
  const parsed = uploadMetadata.safeParse({
    ...Object.fromEntries(Object.entries(rawMetadata).filter(([, v]) => v !== null && v !== undefined && v !== '')),
    filename,
    filetype: mime,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const refused = refusedCodePointOf(issue);
    throw new UploadRefusal(422, 'upload_metadata_invalid', issue?.message ?? 'Invalid upload details.', {
      field: String(issue?.path[0] ?? ''),
      // The character a title or tag may not hold, named so the user's message can show it (U+003C).
      ...(refused === null ? {} : { character: codePointLabel(String.fromCodePoint(refused)) }),
    });
  }
  return { fileType, metadata: parsed.data };
}

/**
 * The admin's per-kind size limits (max audio / video size MB), read when an upload is created: a
 * 700 MB .mp4 may pass while a 700 MB .wav is refused, before any byte is stored.
 */
export async function checkUploadKindSize(
  db: DbOrTx,
  ceilingBytes: number,
  fileType: UploadFileType,
  declaredSize: number,
): Promise<void> {
  const kind = acceptedUploadTypes[fileType].kind;
  const limits = await readUploadByteLimits(db, { MAX_UPLOAD_MB: ceilingBytes / 1024 ** 2 });
  const maxBytes = kind === 'video' ? limits.video : limits.audio;
  if (declaredSize > maxBytes) {
    throw new UploadRefusal(
      413,
      'upload_too_large',
      `${kind === 'video' ? 'Video' : 'Audio'} files can be at most ${Math.floor(maxBytes / 1024 ** 2)} MB.`,
      { maxBytes, size: declaredSize, kind },
    );
  }
}

/** Which container family each extension must really be (a renamed file is refused). */
const familyOf: Record<UploadFileType, 'mp3' | 'wav' | 'isobmff'> = {
  mp3: 'mp3',
  wav: 'wav',
  m4a: 'isobmff',
  mp4: 'isobmff',
  mov: 'isobmff',
};

export function checkProbedFamily(fileType: UploadFileType, probe: MediaProbe): void {
  const family = probe.formatName === 'mp3' ? 'mp3' : probe.formatName === 'wav' ? 'wav' : 'isobmff';
  if (familyOf[fileType] !== family) {
    throw new UploadRefusal(415, 'upload_unreadable', `The file's contents do not match its .${fileType} name.`, {
      extension: fileType,
      detected: probe.container,
    });
  }
}

/** Maps the analysis engine's probe refusals to upload error codes (messages on the web). */
export function refusalFromProbe(err: unknown, maxDurationMin: number): UploadRefusal {
  if (err instanceof UploadRefusal) return err;
  if (err instanceof AnalysisError) {
    switch (err.code) {
      case 'empty_file':
        return new UploadRefusal(422, 'upload_empty', err.message);
      case 'unsupported_type':
        return unsupported(err.details);
      case 'no_audio':
        return new UploadRefusal(422, 'upload_no_audio', err.message);
      case 'too_long':
        return new UploadRefusal(422, 'upload_too_long', err.message, { ...err.details, maxMinutes: maxDurationMin });
      default:
        // Our own words: the engine's message can name the staged file's path.
        return new UploadRefusal(
          422,
          'upload_unreadable',
          'The file could not be read; it may be damaged or incomplete.',
        );
    }
  }
  return new UploadRefusal(500, 'upload_failed', 'The upload could not be processed. Please try again.');
}

/** A title from the file name when none was given, reduced to the characters a title may hold. */
export function titleFromFilename(filename: string): string {
  return titleFromFileName(filename, titleMaxLength) || 'Untitled';
}

/** C0 controls other than tab/newline/CR, and DEL: never part of a file name, title or tag. */
function firstControlCharacter(value: string): string | null {
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return ch;
  }
  return null;
}
