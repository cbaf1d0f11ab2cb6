import { RE2JS } from 're2js';

/** Where one term matches in a text: start and end offsets (UTF-16, like `String#slice`). */
export interface TermMatcher {
  matches(text: string): Iterable<{ start: number; end: number }>;
}

/**
 * An admin's dictionary pattern runs on RE2 (re2js, a pure-JavaScript port: linear time whatever the pattern, no
 * native build): a backtracking pattern such as `(a+)+$` would otherwise hold the event loop for seconds on one
 * transcript line and freeze every request of the process. RE2 has no lookaround or backreferences; such a pattern
 * is refused when the admin saves it. Case-insensitive, Unicode classes (`\p{L}`) as in the built-in terms.
 */
export function compileAdminPattern(pattern: string): TermMatcher {
  const compiled = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  return {
    *matches(text) {
      const matcher = compiled.matcher(text);
      let from = 0;
      while (from <= text.length && matcher.find(from)) {
        const start = matcher.start();
        const end = matcher.end();
        if (end > start) yield { start, end };
        // An empty match must still move on, or the search would stand still.
        from = end > start ? end : end + 1;
      }
    },
  };
}

/** Why RE2 cannot run this pattern (its own parser's words), or null when it can. */
export function adminPatternError(pattern: string): string | null {
  try {
    RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The built-in lexicon's own patterns (written and tested here, with lookarounds RE2 lacks) on JavaScript's engine. */
export function compileBuiltInPattern(pattern: string): TermMatcher {
  const regex = new RegExp(pattern, 'giu');
  return {
    *matches(text) {
      regex.lastIndex = 0;
      for (let match = regex.exec(text); match; match = regex.exec(text)) {
        if (match[0].length === 0) {
          regex.lastIndex += 1; // a pattern that can match empty text must not loop forever
          continue;
        }
        yield { start: match.index, end: match.index + match[0].length };
      }
    },
  };
}
