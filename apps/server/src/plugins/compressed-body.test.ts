import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBody } from './compressed-body.ts';

describe.each(['best', 'fast'] as const)('a kept body on the wire (%s)', (level) => {
  const html = `<!doctype html><html lang="ko"><head><style>${'.a{color:red}'.repeat(2000)}</style></head></html>`;
  const page = new CompressedBody(html, level);

  it('goes compressed with brotli or gzip, whichever the client takes, and unpacks to the text', () => {
    const br = page.body('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.payload).toString()).toBe(html);
    expect(br.payload.length).toBeLessThan(html.length / 10);
    const gz = page.body('gzip;q=1.0, identity;q=0.5');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.payload).toString()).toBe(html);
    // Made once: the second request gets the same bytes.
    expect(page.body('br').payload).toBe(br.payload);
  });

  it('goes as it is to a client that takes no compression', () => {
    expect(page.body(undefined)).toEqual({ encoding: null, payload: html });
    expect(page.body('identity')).toEqual({ encoding: null, payload: html });
  });

  it('goes as it is when it is too small to gain from compression', () => {
    const small = new CompressedBody('{"items":[],"total":0,"page":1,"pageSize":20}', level);
    expect(small.body('br, gzip').encoding).toBeNull();
  });
});
