import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
