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
  const clean = masked.replace(/\s/g, '').slice(0, 200);
  return clean.startsWith('/') ? clean : `/${clean}`;
}
