import { version } from '../../../../../../package.json';

declare const __CUECOACH_BUILD_TIME__: string | undefined;

export type BuildInfo = { timestamp: string | null; version: string; environment: string };

/**
 * Build info. The spec's default "1.0.0 / production" is replaced by the real values: the version of the
 * repository's package.json (the same number /api/health reports for the server), Vite's mode, and the time the
 * bundle was built (`null` when running unbundled, e.g. in unit tests).
 */
export const buildInfo: BuildInfo = {
  timestamp: typeof __CUECOACH_BUILD_TIME__ === 'string' ? __CUECOACH_BUILD_TIME__ : null,
  version,
  environment: import.meta.env.MODE || 'production',
};
