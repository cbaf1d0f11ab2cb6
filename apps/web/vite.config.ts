import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender()],
  // Build info for the debug panel and diagnostics bundle (features/diagnostics/lib/build-info.ts).
  define: { __CUECOACH_BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, ws: true },
      '/dev': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
