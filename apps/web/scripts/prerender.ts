import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedPages, prerenderLanguages } from '@cuecoach/contracts';
import { build } from 'vite';

interface RenderedMeta {
  title: string;
  description: string;
  jsonLd: string | null;
}
type Render = (url: string, language: string) => Promise<{ html: string; meta: RenderedMeta | null }>;

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built index.html with its stylesheets inlined: a visitor's first page is painted from the HTML alone,
 * without waiting one more round trip for the CSS (on a slow mobile link that round trip was a third of the first
 * paint). The app's one Tailwind file is ≈ 10 KB gz; the CSP allows inline styles. Other pages (the app itself)
 * keep the cached link. A stylesheet that could close the <style> element early stays a link.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const css = readAsset(href);
    return css === null || /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
  });
}

/** The built index.html with one page's markup, language and metadata filled in. */
export function fillTemplate(template: string, language: string, html: string, meta: RenderedMeta | null): string {
  let page = template.replace(/<html lang="[^"]*"/, `<html lang="${language}" data-prerendered`);
  page = page.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!meta) return page;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    // Same id as the client's usePageMeta, which replaces it on navigation. "<" escaped so no text closes the script.
    meta.jsonLd
      ? `<script type="application/ld+json" id="page-jsonld">${meta.jsonLd.replaceAll('<', '\\u003c')}</script>`
      : '',
  ].join('\n    ');
  return page.replace(/<title>[^<]*<\/title>/, head);
}

/**
 * After the browser build: builds src/entry-server.tsx for Node, renders every public page in both languages
 * and writes them to <outDir>/prerendered/<language>/<path>/index.html, which the server sends for those paths.
 */
export async function prerenderPublicPages(root: string, outDir: string): Promise<number> {
  // Inside the workspace so Node resolves react & co. from its node_modules; one folder per build, so two builds at
  // once (npm start while the browser tests build) cannot swap each other's files.
  const cache = path.join(root, 'node_modules');
  mkdirSync(cache, { recursive: true });
  const ssrDir = mkdtempSync(path.join(cache, '.cuecoach-prerender-'));
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
    });
    const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as { render: Render };
    const template = inlineStylesheets(readFileSync(path.join(outDir, 'index.html'), 'utf8'), (href) => {
      const file = path.join(outDir, href);
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    });
    let count = 0;
    for (const language of prerenderLanguages) {
      for (const page of prerenderedPages()) {
        const { html, meta } = await render(page, language);
        const file = path.join(outDir, 'prerendered', language, page, 'index.html');
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, fillTemplate(template, language, html, meta));
        count += 1;
      }
    }
    return count;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
