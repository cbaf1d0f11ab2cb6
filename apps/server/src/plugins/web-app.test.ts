import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PrerenderedPage, pageLanguage } from './web-app.ts';

describe('the language a prerendered page is sent in', () => {
  it('follows the reader saved choice first', () => {
    expect(pageLanguage('a=1; cuecoach-language=en', 'ko-KR')).toBe('en');
    expect(pageLanguage('cuecoach-language=ko', 'en-US,en;q=0.9')).toBe('ko');
  });

  it('else the browser languages by preference', () => {
    expect(pageLanguage(undefined, 'en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, 'fr-FR,ko;q=0.9,en;q=0.5')).toBe('ko');
    expect(pageLanguage(undefined, 'de,en;q=0.3')).toBe('en');
  });

  it('else Korean, the default', () => {
    expect(pageLanguage(undefined, undefined)).toBe('ko');
    expect(pageLanguage('cuecoach-language=fr', 'fr,de')).toBe('ko');
  });
});

describe('a prerendered page on the wire', () => {
  const html = `<!doctype html><html lang="ko"><head><style>${'.a{color:red}'.repeat(2000)}</style></head></html>`;
  const page = new PrerenderedPage(html);

  it('goes compressed with brotli or gzip, whichever the browser takes, and unpacks to the page', () => {
    const br = page.body('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.payload).toString()).toBe(html);
    expect(br.payload.length).toBeLessThan(html.length / 10);
    const gz = page.body('gzip;q=1.0, identity;q=0.5');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.payload).toString()).toBe(html);
  });

  it('goes as it is to a client that takes no compression', () => {
    expect(page.body(undefined)).toEqual({ encoding: null, payload: html });
    expect(page.body('identity')).toEqual({ encoding: null, payload: html });
  });
});
