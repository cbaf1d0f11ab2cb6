import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../config.ts';
import { notFound } from '../errors.ts';
import type { DevOutbox } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * GET /dev/mailbox: the dev outbox (newest first). JSON when asked for (`Accept: application/json` or
 * `?format=json`), otherwise a small HTML page. Only registered when there is an outbox, i.e. never in production; answers
 * loopback clients only unless DEV_OUTBOX=true (docs/security.md "Exposure").
 */
export function registerDevMailbox(
  app: FastifyInstance,
  outbox: DevOutbox,
  opts: { allowRemote: boolean } = { allowRemote: false },
): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    // The socket's address, not X-Forwarded-For: a proxy header must not make a remote client look local.
    if (!opts.allowRemote && !isLoopbackHost(request.socket.remoteAddress ?? '')) {
      throw notFound('Page');
    }
    const messages = outbox.list();
    const query = request.query as { format?: string; to?: string };
    const filtered = query.to ? messages.filter((m) => m.to === query.to?.trim().toLowerCase()) : messages;
    const wantsJson = query.format === 'json' || (request.headers.accept ?? '').includes('application/json');
    reply.header('cache-control', 'no-store');
    if (wantsJson) return { messages: filtered };
    const rows = filtered
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td><code>${escapeHtml(m.code ?? '')}</code>${m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ''}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox</title></head><body style="font-family:sans-serif">` +
          `<h1>Dev mailbox</h1><p>Last ${filtered.length} of at most 50 messages (development only; absent in production).</p>` +
          `<table border="1" cellpadding="4"><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code / link</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
