import { LiveRecogniser } from '@cuecoach/analysis';
import { LIVE_CHECK_MAX_MESSAGE_BYTES, LIVE_CHECK_MAX_SECONDS, liveCheckCloseCodes } from '@cuecoach/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { isSameOriginRequest } from '../auth/origin-check.ts';
import { AppError } from '../errors.ts';
import { type LiveCheckLimits, runLiveCheck } from './live-check-session.ts';

export interface LiveCheckOptions {
  appOrigin: string;
  /** Checks open at once in this process; each runs VAD on the event loop (about 1 % of a core) and holds 2 MB. */
  maxChecks?: number;
  limits?: Partial<LiveCheckLimits>;
}

/**
 * GET /api/live-check, upgraded to a WebSocket: the live microphone check of /test/realtime (docs/live-check.md).
 * Signed-in users only (the session cookie), from our own origin only (a WebSocket is not covered by CORS, so
 * without the Origin check any site could open one with the visitor's cookie), one check per user at a time.
 */
export function liveCheckRoutes(opts: LiveCheckOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const limits: LiveCheckLimits = {
      maxSeconds: LIVE_CHECK_MAX_SECONDS,
      idleMs: 10_000,
      maxPendingPerCheck: 3,
      ...opts.limits,
    };
    const maxChecks = opts.maxChecks ?? 4;
    // One recogniser thread for the whole process, started on the first check and stopped when idle.
    const recogniser = new LiveRecogniser({ maxQueued: 6 });
    const running = new Set<string>();
    app.addHook('onClose', async () => recogniser.close());

    await app.register(websocket, { options: { maxPayload: LIVE_CHECK_MAX_MESSAGE_BYTES } });

    app.get(
      '/live-check',
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!isSameOriginRequest(request, opts.appOrigin)) {
            throw new AppError(403, 'csrf_rejected', 'Cross-origin request refused');
          }
          await requireUser(request, reply);
        },
      },
      async (socket, request) => {
        const userId = request.user.id;
        if (running.has(userId)) {
          socket.close(liveCheckCloseCodes.already_running, 'already_running');
          return;
        }
        if (running.size >= maxChecks) {
          socket.close(liveCheckCloseCodes.server_busy, 'server_busy');
          return;
        }
        running.add(userId);
        try {
          await runLiveCheck(socket, { recogniser, limits, log: request.log });
        } finally {
          running.delete(userId);
        }
      },
    );
  };
}
