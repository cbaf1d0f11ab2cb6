import type { PageBucket } from '@cuecoach/contracts';

/**
 * Which step of an instructor's journey a page belongs to (docs/analytics.md): the public pages that win a
 * visitor, signing up, uploading, waiting for and comparing analyses, reading a report, and coming back.
 * Legal, admin and help pages belong to no step.
 */
const rules: [RegExp, PageBucket][] = [
  [/^\/$|^\/styles(\/|$)|^\/sample(-report)?$/, 'landing'],
  [/^\/auth(\/|$)|^\/onboarding(\/|$)/, 'signup'],
  [/^\/upload$/, 'upload'],
  [/^\/sessions$|^\/compare\//, 'analysis'],
  [/^\/sessions\/[^/]+$/, 'feedback'],
  [/^\/dashboard$|^\/profile$|^\/account(\/|$)|^\/purchase-(credits|tokens|history)$/, 'retention'],
];

export function pageBucket(pathname: string): PageBucket {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}
