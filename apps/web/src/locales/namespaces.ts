/**
 * The namespaces (one per feature) and the file each lives in. Kept apart from `index.ts`, which imports every
 * text eagerly for the tests: the app itself loads a language's namespace only when a screen needs it.
 */
export const namespaceFiles = {
  common: 'common',
  auth: 'auth',
  onboarding: 'onboarding',
  landing: 'landing',
  ui: 'ui',
  sessions: 'sessions',
  upload: 'upload',
  completionNotice: 'completion-notice',
  sessionDetail: 'session-detail',
  compare: 'compare',
  dashboard: 'dashboard',
  styles: 'styles',
  legal: 'legal',
  sampleReport: 'sample-report',
  diagnostics: 'diagnostics',
  account: 'account',
  admin: 'admin',
  workers: 'workers',
  engineStatus: 'engine-status',
  liveCheck: 'live-check',
  analytics: 'analytics',
  reviews: 'reviews',
} as const;

export type Namespace = keyof typeof namespaceFiles;
export const namespaces = Object.keys(namespaceFiles) as Namespace[];

/**
 * Texts only their own screens use: loaded with those screens (the router lists them), not with every app screen,
 * so a signed-in screen does not download the admin area's or the legal pages' texts.
 */
export const screenOnlyNamespaces: Namespace[] = [
  'legal',
  'admin',
  'analytics',
  'engineStatus',
  'liveCheck',
  'reviews',
  'sampleReport',
  'onboarding',
];
/** What any app screen loads with its code: everything but the screen-only texts. */
export const appNamespaces: Namespace[] = namespaces.filter((ns) => !screenOnlyNamespaces.includes(ns));

/** What the layout itself (header, footer, banner, error screen, completion notice) needs before it can render. */
export const shellNamespaces: Namespace[] = ['common', 'ui', 'landing', 'auth', 'diagnostics', 'completionNotice'];
