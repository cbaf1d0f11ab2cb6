import { SESSION_ID_HEADER, sessionsApi, uploadsApi } from '@cuecoach/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { ApiRequestError, apiUrl, callApi } from '@/lib/api-client.ts';
import { pushSample, type Sample, secondsLeft, transferRate } from '../lib/transfer-rate.ts';

/** Proxies commonly cap request bodies near 100 MB; the issue asks for chunks of at most 50 MB. */
export const maxChunkBytes = 50 * 1024 * 1024;

export type UploadState =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      bytesSent: number;
      bytesTotal: number;
      bytesPerSec: number | null;
      secondsLeft: number | null;
      resumed: boolean;
    }
  | { phase: 'done'; sessionId: string }
  | { phase: 'error'; error: ApiRequestError };

/** The server answers refusals with `{ error: { code, message, details } }`; tus-js-client hides it in the response. */
function toApiError(err: Error): ApiRequestError {
  const res = (err as tus.DetailedError).originalResponse;
  if (res) {
    try {
      const body = JSON.parse(res.getBody()) as {
        error?: { code?: string; message?: string; details?: Record<string, unknown> };
      };
      if (body.error?.code) {
        return new ApiRequestError(res.getStatus(), body.error.code, body.error.message ?? '', body.error.details);
      }
    } catch {
      // Not JSON: fall through to the status code.
    }
    return new ApiRequestError(res.getStatus(), `http_${res.getStatus()}`, err.message);
  }
  return new ApiRequestError(0, 'upload_failed', err.message);
}

/**
 * The server names the new session in the `CueCoach-Session-Id` header of the final response. A resumed upload
 * that was already complete gets no such response, so then the session is looked up by the upload's id.
 */
async function sessionIdOf(upload: tus.Upload, lastResponse: tus.HttpResponse | undefined): Promise<string> {
  const header = lastResponse?.getHeader(SESSION_ID_HEADER);
  if (header) return header;
  const uploadId = decodeURIComponent((upload.url ?? '').split('/').filter(Boolean).pop() ?? '');
  const session = await callApi(sessionsApi.byUpload, { params: { uploadId } });
  return session.id;
}

/**
 * Resumable upload to the tus endpoint. tus-js-client keeps a fingerprint of the file in localStorage, so after a
 * reload picking the same file again continues from the last stored offset instead of starting over.
 */
export function useTusUpload() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const uploadRef = useRef<tus.Upload | null>(null);

  const start = useCallback(
    (file: File, metadata: Record<string, string>, chunkBytes: number): Promise<string> =>
      new Promise((resolve, reject) => {
        let samples: Sample[] = [];
        let resumed = false;
        const upload = new tus.Upload(file, {
          endpoint: apiUrl(uploadsApi.create),
          chunkSize: Math.min(chunkBytes > 0 ? chunkBytes : maxChunkBytes, maxChunkBytes),
          retryDelays: [0, 1000, 3000, 5000, 10000],
          metadata: { filename: file.name, filetype: file.type, ...metadata },
          removeFingerprintOnSuccess: true,
          // A 4xx refusal (type, size, credits…) will not change on retry; only network/5xx errors retry.
          onShouldRetry: (err) => {
            const status = (err as tus.DetailedError).originalResponse?.getStatus() ?? 0;
            return status === 0 || status >= 500 || status === 409 || status === 423;
          },
          onProgress: (sent, total) => {
            samples = pushSample(samples, { at: Date.now(), bytes: sent });
            const rate = transferRate(samples);
            setState({
              phase: 'uploading',
              bytesSent: sent,
              bytesTotal: total,
              bytesPerSec: rate,
              secondsLeft: secondsLeft(sent, total, rate),
              resumed,
            });
          },
          onSuccess: (payload) => {
            sessionIdOf(upload, payload?.lastResponse).then(
              (sessionId) => {
                setState({ phase: 'done', sessionId });
                resolve(sessionId);
              },
              (err: ApiRequestError) => {
                setState({ phase: 'error', error: err });
                reject(err);
              },
            );
          },
          onError: (err) => {
            const error = toApiError(err);
            setState({ phase: 'error', error });
            reject(error);
          },
        });
        uploadRef.current = upload;
        setState({
          phase: 'uploading',
          bytesSent: 0,
          bytesTotal: file.size,
          bytesPerSec: null,
          secondsLeft: null,
          resumed: false,
        });
        void upload
          .findPreviousUploads()
          .then((previous) => {
            const last = previous[0];
            if (last) {
              upload.resumeFromPreviousUpload(last);
              resumed = true;
            }
          })
          .catch(() => undefined)
          .finally(() => upload.start());
      }),
    [],
  );

  // Leaving the wizard stops the transfer (what is stored stays resumable) instead of uploading unseen.
  useEffect(() => () => void uploadRef.current?.abort(), []);

  const abort = useCallback(() => {
    void uploadRef.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, abort };
}
