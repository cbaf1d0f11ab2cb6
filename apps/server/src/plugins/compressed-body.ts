import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (as @fastify/compress's threshold in app.ts). */
const minBytes = 1024;

/**
 * A response body that is sent many times, and its compressed forms, each made on its first request and kept.
 * - `best`: prerendered pages (plugins/web-app.ts), read once at start and sent from the not-found handler, which
 *   @fastify/compress does not reach; compressed once at the best ratio.
 * - `fast`: kept API answers (sessions/list-cache.ts), made on the request path; the quality @fastify/compress
 *   uses, so the first request costs what it did and the later ones nothing. Compressing each request in the
 *   event loop was what was left of the list's tail under load.
 */
export class CompressedBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly text: string;
  private readonly level: 'best' | 'fast';

  constructor(text: string, level: 'best' | 'fast') {
    this.text = text;
    this.level = level;
  }

  /** The body for the client's Accept-Encoding (brotli, else gzip, else the text as it is). */
  body(acceptEncoding: string | undefined): { encoding: Encoding | null; payload: string | Buffer } {
    if (Buffer.byteLength(this.text) < minBytes) return { encoding: null, payload: this.text };
    const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']) as Encoding | null | undefined;
    if (encoding !== 'br' && encoding !== 'gzip') return { encoding: null, payload: this.text };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload = encoding === 'br' ? this.brotli() : gzipSync(this.text, { level: this.level === 'best' ? 9 : 6 });
      this.encoded.set(encoding, payload);
    }
    return { encoding, payload };
  }

  private brotli(): Buffer {
    const quality = this.level === 'best' ? zlib.BROTLI_MAX_QUALITY : 4;
    return brotliCompressSync(this.text, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
      },
    });
  }
}
