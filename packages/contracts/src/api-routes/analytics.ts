import { analyticsPublicConfig } from '../analytics.ts';
import { route } from './route.ts';

export { analyticsEvents as events } from './zod-free.ts';

/** Whether analytics is collected and how many days it is kept (for the privacy policy, before sign-in). */
export const config = route({
  method: 'GET',
  path: '/analytics/config',
  access: 'public',
  response: analyticsPublicConfig,
  errors: [],
});
