import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { isWebRoute, notFoundPrerenderPath, prerenderLanguages } from '@cuecoach/contracts';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Language = (typeof prerenderLanguages)[number];

/** Answers a page request that matched no file: a prerendered page, the SPA shell, or the not-found page (404). */
export type SpaResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * A prerendered page and its compressed forms, each made on its first request and kept. The page is sent by the
 * not-found handler, which @fastify/compress does not reach (it hooks routes), and it carries the inlined
 * stylesheet (≈ 60 KB raw, ≈ 13 KB as gzip): compressing once, at the best ratio, costs less than every request.
 */
export class PrerenderedPage {
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();
  readonly html: string;

  constructor(html: string) {
    this.html = html;
  }

  /** The body for the client's Accept-Encoding (brotli, else gzip, else the page as it is). */
  body(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; payload: string | Buffer } {
    const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null | undefined;
    if (encoding !== 'br' && encoding !== 'gzip') return { encoding: null, payload: this.html };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
          : gzipSync(this.html, { level: 9 });
      this.encoded.set(encoding, payload);
    }
    return { encoding, payload };
  }
}

/** Every prerendered page, read once at start (a few hundred KB), with the site origin filled in. */
function loadPrerendered(distDir: string, origin: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const language of prerenderLanguages) {
    const base = path.join(distDir, 'prerendered', language);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      if (path.basename(entry) !== 'index.html') continue;
      const dir = path.dirname(entry);
      const pathname = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
      pages.set(
        `${language}:${pathname}`,
        new PrerenderedPage(readFileSync(path.join(base, entry), 'utf8').replaceAll('__CUECOACH_ORIGIN__', origin)),
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
    const send = (page: PrerenderedPage) => {
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
