import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isWebRoute, notFoundPrerenderPath, prerenderLanguages } from '@cuecoach/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedBody } from './compressed-body.ts';

type Language = (typeof prerenderLanguages)[number];

/** Answers a page request that matched no file: a prerendered page, the SPA shell, or the not-found page (404). */
export type SpaResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Every prerendered page, read once at start (a few hundred KB), with the site origin filled in. */
function loadPrerendered(distDir: string, origin: string): Map<string, CompressedBody> {
  const pages = new Map<string, CompressedBody>();
  for (const language of prerenderLanguages) {
    const base = path.join(distDir, 'prerendered', language);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      if (path.basename(entry) !== 'index.html') continue;
      const dir = path.dirname(entry);
      const pathname = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
      pages.set(
        `${language}:${pathname}`,
        new CompressedBody(
          readFileSync(path.join(base, entry), 'utf8').replaceAll('__CUECOACH_ORIGIN__', origin),
          'best',
        ),
      );
    }
  }
  return pages;
}

/** The reader's language for a prerendered page: their saved choice (cookie), else the browser's, else Korean. */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const saved = /(?:^|;\s*)cuecoach-language=(ko|en)\b/.exec(cookie ?? '')?.[1];
  if (saved === 'ko' || saved === 'en') return saved;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.lang === 'ko' || x.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang === 'en' ? 'en' : 'ko';
}

/**
 * Serves the built SPA's files. Public pages (landing, styles, sample report, legal) were rendered to HTML at build
 * time in both languages and are sent as they are; other pages of the app get the SPA shell; a path that is no
 * page gets the not-found page with status 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  origin: string,
): Promise<SpaResponder | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` (npm start does this for you)');
    return null;
  }
  // index: false, so "/" reaches the responder and gets the prerendered landing.
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const prerendered = loadPrerendered(distDir, origin);
  return (request, reply) => {
    const raw = request.url.split('?')[0] ?? '/';
    const pathname = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html');
    const send = (page: CompressedBody) => {
      const { encoding, payload } = page.body(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(payload);
    };
    const page = prerendered.get(`${language}:${pathname}`);
    if (page) return send(page);
    if (isWebRoute(pathname)) return reply.sendFile('index.html');
    const notFound = prerendered.get(`${language}:${notFoundPrerenderPath}`);
    reply.status(404);
    return notFound ? send(notFound) : reply.sendFile('index.html');
  };
}
