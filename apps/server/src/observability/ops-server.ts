import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { appCommit, appVersion } from '../version.ts';
import { metricsContentType, renderMetrics } from './metrics.ts';
import { readinessCheck } from './readiness.ts';

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The operations listener (OPS_PORT): /health/live, /health/ready and /metrics without sign-in, for probes and
 * Prometheus on a private interface. Plain node:http, so it answers even in a worker-only process that runs no
 * API. `ready()` lets the caller add its own condition (a worker that is stopping is no longer ready).
 */
export async function startOpsServer(opts: {
  host: string;
  port: number;
  database: Database;
  storage: Storage;
  ready?: () => boolean;
}): Promise<OpsServer> {
  const check = readinessCheck(opts.database, opts.storage);
  const release = { version: appVersion, commit: appCommit };
  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'method not allowed' });
    if (path === '/health/live') {
      return json(res, 200, { status: 'ok', ...release, uptimeSec: Math.round(process.uptime()) });
    }
    if (path === '/health/ready') {
      void check().then((result) => {
        const stopping = opts.ready ? !opts.ready() : false;
        const ready = result.ready && !stopping;
        const { ready: _ignored, ...rest } = result;
        json(res, ready ? 200 : 503, {
          status: ready ? 'ready' : 'unready',
          ...rest,
          ...(stopping ? { reason: 'stopping' } : {}),
          ...release,
        });
      });
      return;
    }
    if (path === '/metrics') {
      void renderMetrics(opts.database).then(
        (text) => {
          res.writeHead(200, { 'content-type': metricsContentType, 'cache-control': 'no-store' });
          res.end(text);
        },
        () => json(res, 500, { error: 'metrics unavailable' }),
      );
      return;
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
