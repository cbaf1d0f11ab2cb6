// Kept apart from analytics.ts (zod schemas): the web's event queue needs only this, and it ships on every screen.
/**
 * A path as analytics keeps it: no query string or fragment, and every segment that looks like an id (a UUID, a
 * long run of digits or hex, a token-like string with digits) replaced by `:id`, so no record points at one session.
 */
export function maskAnalyticsPath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] || '/';
  const masked = bare
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
      /^\d{3,}$/.test(segment) ||
      /^[0-9a-f]{16,}$/i.test(segment) ||
      (segment.length >= 16 && /\d/.test(segment) && /^[\w-]+$/.test(segment))
        ? ':id'
        : segment,
    )
    .join('/');
  const clean = scrubPersonalData(masked).replace(/\s/g, '').slice(0, 200);
  return clean.startsWith('/') ? clean : `/${clean}`;
}

const emailPattern = /[^\s/:@?#]+(?:@|%40)[^\s/:@?#]+\.[a-z]{2,}/giu;
/** Nine or more digits, maybe with +, spaces, dots, dashes or brackets between them: a phone number. */
const phonePattern = /\+?\(?\d(?:[\s().-]*\d){8,}/gu;

/**
 * E-mail addresses and phone numbers out of a text analytics keeps (a path, a property): `:email`, `:phone`. The web
 * sends neither, but the endpoint is open to anyone; nothing personal is stored because somebody forged it.
 */
export function scrubPersonalData(text: string): string {
  return text.replace(emailPattern, ':email').replace(phonePattern, ':phone');
}
