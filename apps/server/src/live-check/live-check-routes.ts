import { LiveRecogniser, LiveVadPool } from '@cuecoach/analysis';
import {
  LIVE_CHECK_MAX_MESSAGE_BYTES,
  LIVE_CHECK_MAX_SECONDS,
  liveCheckApi,
  liveCheckCloseCodes,
} from '@cuecoach/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { isSameOriginRequest } from '../auth/origin-check.ts';
import { hitShared } from '../auth/shared-rate-limit.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { AheadAllowance } from './ahead-allowance.ts';
import { type LiveCheckLimits, runLiveCheck } from './live-check-session.ts';

export interface LiveCheckOptions {
  appOrigin: string;
  /** Where the hourly count per account is kept, shared by every API process. */
  db: Db;
  /** Checks open at once in this process; each runs VAD on the event loop (about 1 % of a core) and holds 2 MB. */
  maxChecks?: number;
  /** Checks one account may have open at once (in this process). */
  maxPerUser?: number;
  /** Checks one account may start in an hour, so a few accounts cannot keep every slot taken all day. */
  perUserPerHour?: number;
  limits?: Partial<LiveCheckLimits>;
}

/**
 * GET /api/live-check, upgraded to a WebSocket: the live microphone check of /test/realtime (docs/live-check.md).
 * Signed-in users only (the session cookie), from our own origin only (a WebSocket is not covered by CORS, so
 * without the Origin check any site could open one with the visitor's cookie). Bounded per account (checks open at
 * once, checks started per hour), per process (checks open at once) and per check (audio no faster than real time).
 */
export function liveCheckRoutes(opts: LiveCheckOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const limits: LiveCheckLimits = {
      maxSeconds: LIVE_CHECK_MAX_SECONDS,
      idleMs: 10_000,
      maxPendingPerCheck: 3,
      burstSeconds: 5,
      ...opts.limits,
    };
    const maxChecks = opts.maxChecks ?? 4;
    const maxPerUser = opts.maxPerUser ?? 1;
    const perUserPerHour = opts.perUserPerHour ?? 20;
    // One recogniser thread for the whole process, started on the first check and stopped when idle.
    const recogniser = new LiveRecogniser({ maxQueued: 6 });
    /** Open checks per user id; their sum is the process's count. */
    const running = new Map<string, number>();
    let open = 0;
    const vads = new LiveVadPool(maxChecks);
    const allowance = new AheadAllowance(limits.burstSeconds);
    app.addHook('onClose', async () => {
      await Promise.all([recogniser.close(), vads.close()]);
    });

    await app.register(websocket, { options: { maxPayload: LIVE_CHECK_MAX_MESSAGE_BYTES } });

    // A WebSocket upgrade, not JSON: the path from the table (`liveCheckApi.socket`), the guard before the upgrade.
    app.get(
      liveCheckApi.socket.path,
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
        const mine = running.get(userId) ?? 0;
        if (mine >= maxPerUser) {
          socket.close(liveCheckCloseCodes.already_running, 'already_running');
          return;
        }
        if (open >= maxChecks) {
          socket.close(liveCheckCloseCodes.server_busy, 'server_busy');
          return;
        }
        // The slot is held while the count is asked, so parallel opens cannot pass the limits above together; the
        // socket is paused meanwhile, so the client's `start` waits for the check instead of being missed.
        running.set(userId, mine + 1);
        open++;
        socket.pause();
        try {
          // Counted only for checks that get a slot: a refusal above costs the user nothing.
          const allowed = await hitShared(opts.db, `live-check:${userId}`, perUserPerHour, 3600).catch(
            (error: unknown) => {
              request.log.error({ err: error }, 'live check: the hourly count failed');
              return null;
            },
          );
          if (!allowed?.ok) {
            // Resumed first: a paused socket would not read the client's answer to the close.
            socket.resume();
            const reason = allowed ? 'too_many_checks' : 'server_error';
            socket.close(liveCheckCloseCodes[reason], reason);
            return;
          }
          // Gone while it was counted (a reset is seen even when paused): its close has already been emitted,
          // so a check started now would wait for it forever and keep the slot.
          if (socket.readyState !== socket.OPEN) return;
          const check = runLiveCheck(socket, {
            recogniser,
            vads,
            limits,
            ahead: {
              take: () => allowance.take(userId),
              giveBack: (seconds) => allowance.giveBack(userId, seconds),
            },
            log: request.log,
          });
          socket.resume();
          await check;
        } finally {
          open--;
          const left = (running.get(userId) ?? 1) - 1;
          if (left > 0) running.set(userId, left);
          else running.delete(userId);
        }
      },
    );
  };
}
