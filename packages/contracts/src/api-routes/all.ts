import * as account from './account.ts';
import * as admin from './admin.ts';
import * as analytics from './analytics.ts';
import * as auth from './auth.ts';
import * as credits from './credits.ts';
import * as liveCheck from './live-check.ts';
import * as reviews from './reviews.ts';
import type { ApiRouteSpec } from './route.ts';
import * as sessions from './sessions.ts';
import * as status from './status.ts';
import * as uploads from './uploads.ts';

const areas = { account, admin, analytics, auth, credits, liveCheck, reviews, sessions, status, uploads };

const isRoute = (value: unknown): value is ApiRouteSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'errors' in value;

/**
 * Every route of the table, named `area.name` (a setting's pair as `area.name.read` / `.write`): what the server
 * registers and the check that it registers nothing else (apps/server/test/api-route-table.test.ts).
 */
export function allApiRoutes(): { name: string; route: ApiRouteSpec }[] {
  const found: { name: string; route: ApiRouteSpec }[] = [];
  for (const [area, members] of Object.entries(areas)) {
    for (const [name, value] of Object.entries(members)) {
      if (isRoute(value)) found.push({ name: `${area}.${name}`, route: value });
      else if (typeof value === 'object' && value !== null) {
        for (const [part, inner] of Object.entries(value)) {
          if (isRoute(inner)) found.push({ name: `${area}.${name}.${part}`, route: inner });
        }
      }
    }
  }
  return found;
}
