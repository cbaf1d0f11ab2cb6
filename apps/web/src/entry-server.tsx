import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { i18n, loadAllNamespaces, ready } from './lib/i18n.ts';
import { collectPageMeta, type RenderedMeta } from './lib/use-page-meta.ts';

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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: RenderedMeta | null = null;
  const html = collectPageMeta(
    (m) => {
      meta = m;
    },
    () =>
      renderToString(
        <StrictMode>
          <AppProviders>
            {/* No hydration data: no route has a loader, and an inline script would break the CSP. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
  );
  return { html, status: context.statusCode, meta };
}
