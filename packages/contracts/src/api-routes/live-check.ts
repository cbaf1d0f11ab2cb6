import { route } from './route.ts';

/**
 * The live check's WebSocket: the browser streams 16 kHz PCM and reads verdicts (messages in live-check.ts).
 * Same-origin and signed-in, checked before the upgrade.
 */
export const socket = route({
  method: 'GET',
  path: '/live-check',
  access: 'user',
  kind: 'websocket',
  errors: ['csrf_rejected'],
});
