import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA's files; the history fallback to index.html lives in the not-found handler. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` (npm start does this for you)');
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: 'index.html' });
  return true;
}
