import path from 'node:path';
import { themeBootScript } from '@cuecoach/contracts';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The theme is set before the body paints (see `themeBootScript`), on every page the build writes. */
function themeBoot(): Plugin {
  return {
    name: 'cuecoach-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
  };
}

/** After the browser build, public pages are rendered to HTML (scripts/prerender.ts); skipped for that SSR build. */
function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'cuecoach-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const { prerenderPublicPages } = await import('./scripts/prerender.ts');
      const pages = await prerenderPublicPages(root, outDir);
      this.info?.(`prerendered ${pages} public pages`);
    },
  };
}

const shellModules =
  /apps[\\/]web[\\/]src[\\/](config[\\/]paths|lib[\\/](i18n|theme|use-page-meta|use-document-title)|locales[\\/](load|namespaces)|components[\\/]ui[\\/](button|button-link|states|toast-context)|features[\\/]diagnostics[\\/](lib[\\/](ring-buffer|debug-store|use-debug-snapshot|build-info|redact|diagnostics-bundle|use-diagnostics-actions|log-types|stale-chunk)|components[\\/]scrollable-pre)|features[\\/]misc[\\/]not-found-page|features[\\/]auth[\\/]components[\\/]signed-out-links)\.tsx?$/;

/** `@/…` is `src/…` (docs/architecture.md, apps/web); tsconfig.json and vitest.config.ts say the same. */
export const webAliases = [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }];

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), themeBoot(), prerender()],
  resolve: { alias: webAliases },
  // Build info for the debug panel and diagnostics bundle (features/diagnostics/lib/build-info.ts).
  define: { __CUECOACH_BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, ws: true },
      '/dev': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports (docs/architecture.md, apps/web): marked side-effect-free, the bundler
      // follows an import of one name straight to the module that defines it instead of bundling every module the
      // index lists (a screen importing one name would otherwise download every module the index lists).
      treeshake: { moduleSideEffects: (id: string) => !/src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // What every page needs before its first paint, in two files instead of ~20: fewer requests, and gzip
        // compresses each as a whole (split into the pieces lazy screens share, the same code weighed ~3 KB more).
        // `shell` lists only modules the entry imports statically; anything else matched here would be
        // downloaded with the landing (the budget test would catch the weight).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend)[\\/]/,
            },
            { name: 'shell', test: shellModules },
          ],
        },
      },
    },
  },
});
