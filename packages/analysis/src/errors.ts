/**
 * Every refusal or failure of the analysis engine carries a stable code. The server and the web translate
 * the code into the user's language; `message` is English for logs, the CLI and API clients.
 */
export const analysisErrorCodes = [
  'empty_file',
  'unreadable_file',
  'no_audio',
  'too_long',
  'unsupported_type',
  'language_unsupported',
  'transcriber_failed',
  'transcriber_auth',
  'transcriber_quota',
  'cancelled',
  // Language identification and model provisioning: all final, another attempt cannot fix them.
  'language_mismatch',
  'speech_unrecognized',
  // The recogniser could not make out most of the speech (a phone line it cannot read): final, refunded.
  'speech_unclear',
  'model_unavailable',
] as const;
export type AnalysisErrorCode = (typeof analysisErrorCodes)[number];

/**
 * Failures another attempt cannot fix (the file, the language or the account with the speech service is the
 * problem): a job runner fails these at once instead of retrying. The rest (`transcriber_failed`, `cancelled`)
 * may pass on a later try.
 */
const finalCodes: ReadonlySet<AnalysisErrorCode> = new Set<AnalysisErrorCode>([
  'empty_file',
  'unreadable_file',
  'no_audio',
  'too_long',
  'unsupported_type',
  'language_unsupported',
  'transcriber_auth',
  'transcriber_quota',
  'language_mismatch',
  'speech_unrecognized',
  'speech_unclear',
  'model_unavailable',
]);

export class AnalysisError extends Error {
  readonly code: AnalysisErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: AnalysisErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AnalysisError';
    this.code = code;
    if (details) this.details = details;
  }

  /** True when retrying cannot help (see finalCodes). */
  get final(): boolean {
    return finalCodes.has(this.code);
  }
}

export function isAnalysisError(error: unknown): error is AnalysisError {
  return error instanceof AnalysisError;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
}
