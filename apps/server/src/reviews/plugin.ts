import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { commentRoutes } from './comment-routes.ts';
import { sendDueReviewMails } from './notices.ts';
import { readerRoutes } from './reader-routes.ts';
import { shareRoutes } from './share-routes.ts';

export interface ReviewsDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
}

/**
 * Peer feedback (docs/reviews.md): sharing, comments, reading a shared session, notices. Also sends the batched
 * notice mails: every process checks for due ones now and then; a notice is claimed before it is sent, so with
 * several API processes each mail still goes once.
 */
export function reviewsArea(deps: ReviewsDeps) {
  return async function area(app: FastifyInstance) {
    await app.register(shareRoutes(deps));
    await app.register(commentRoutes(deps));
    await app.register(readerRoutes(deps));

    const everyMs = Math.min(30_000, Math.max(1000, (deps.config.REVIEW_MAIL_BATCH_SECONDS * 1000) / 4));
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sendDueReviewMails(deps.database.db, deps.mailer, deps.config.appOrigin, app.log)
        .catch((err) => app.log.error({ err }, 'review notice mails failed'))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}
