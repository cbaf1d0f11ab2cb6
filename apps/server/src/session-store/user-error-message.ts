/**
 * The message a failed analysis or report shows its owner (API `errorMessage`; the web shows its own text for the
 * code). Engine messages are written for operators: they can name the server's folders, the model mirror's
 * address and what to do on the server. The full message goes to the log; the user gets the code's fixed words,
 * or the engine's words with any address and absolute path taken out.
 */
const fixedMessages: Record<string, string> = {
  model_unavailable:
    'The speech model for this language is not available on the server right now. Please try again later.',
  analysis_failed: 'The analysis failed unexpectedly. Please try again later.',
};

const urlPattern = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)"'<>]+/gi;
/** An absolute POSIX or Windows path, standing alone (after a space, bracket, quote or "=", or at the start). */
const pathPattern = /(^|[\s(["'=])((?:\/|[a-z]:\\)[^\s)"'<>]*)/gim;

export function userErrorMessage(code: string, raw: string): string {
  const fixed = fixedMessages[code];
  if (fixed) return fixed;
  return raw.replace(urlPattern, '(server address)').replace(pathPattern, '$1(server path)');
}
