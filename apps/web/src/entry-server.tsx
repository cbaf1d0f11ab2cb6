import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { isKnownPage, resolveLazyMatches } from '@/app/router.tsx';
import { i18n, loadAllNamespaces, ready } from '@/lib/i18n.ts';
import { collectPageMeta, type RenderedMeta } from '@/lib/use-page-meta.ts';

export interface Prerendered {
  html: string;
  status: number;
  meta: RenderedMeta | null;
}

/**
 * Renders one public page to HTML at build time (scripts run by the prerender plugin in vite.config.ts). The
 * browser then hydrates it: the markup, title, description and structured data are there before any script runs.
 */
export async function render(url: string, language: 'ko' | 'en'): Promise<Prerendered> {
  await ready;
  await i18n.changeLanguage(language);
  await loadAllNamespaces();
  const { pathname } = new URL(url, 'http://prerender.local');
  // The page's own screen is in place before rendering, as in the browser before it hydrates.
  await resolveLazyMatches(pathname);
  let meta: RenderedMeta | null = null;
  // `prerender` waits for the parts the browser loads on demand (header account, cost policy), so their HTML is
  // in the page and the browser hydrates them when their code arrives.
  const { prelude } = await collectPageMeta(
    (m) => {
      meta = m;
    },
    () =>
      prerender(
        <StrictMode>
          <AppProviders>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
        // Never outline a large boundary into a <template> completed by an inline script: the CSP blocks inline
        // scripts, so every boundary must be in place in the HTML itself.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      ),
  );
  const html = await new Response(prelude).text();
  return { html, status: isKnownPage(pathname) ? 200 : 404, meta };
}
