import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MirrorRequest {
  /** HEAD is the workers' cheap check that the host answers; GET is a download. */
  method: string;
  path: string;
  range: string | null;
}

/**
 * A local stand-in for the model host: serves files by name with HTTP Range support, and can cut the connection
 * after `cutAfterBytes` of the next response (an interrupted download) or serve corrupted bytes.
 */
export async function startModelMirror(files: Record<string, string>) {
  const requests: MirrorRequest[] = [];
  /** delayMs: pause between 64 KB pieces, so a download lasts long enough to be watched. */
  /** endless: after the file, keep sending bytes without a length (a wrong or runaway file on the mirror). */
  const state = { cutAfterBytes: null as number | null, corrupt: false, delayMs: 0, endless: false };
  const sentPastEnd = { bytes: 0 };
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/models\//, ''));
    requests.push({ method: req.method ?? 'GET', path: name, range: req.headers.range ?? null });
    const source = files[name];
    if (!source) {
      res.writeHead(404).end('not found');
      return;
    }
    let body = readFileSync(source);
    if (state.corrupt) {
      body = Buffer.from(body);
      body[body.length - 100] = body[body.length - 100]! ^ 0xff;
    }
    const range = req.headers.range?.match(/^bytes=(\d+)-$/);
    const start = range ? Number(range[1]) : 0;
    if (start >= body.length) {
      res.writeHead(416, { 'Content-Range': `bytes */${body.length}` }).end();
      return;
    }
    const slice = body.subarray(start);
    if (state.endless) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.write(slice);
      const more = Buffer.alloc(65_536, 7);
      const pump = () => {
        while (!res.destroyed && res.write(more)) sentPastEnd.bytes += more.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
      return;
    }
    res.writeHead(range ? 206 : 200, {
      'Content-Length': slice.length,
      'Accept-Ranges': 'bytes',
      ...(range ? { 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
    });
    const cut = state.cutAfterBytes;
    if (cut !== null) {
      state.cutAfterBytes = null;
      res.write(slice.subarray(0, cut), () => res.destroy());
      return;
    }
    if (state.delayMs > 0) {
      const delay = state.delayMs;
      void (async () => {
        for (let at = 0; at < slice.length && !res.destroyed; at += 65_536) {
          res.write(slice.subarray(at, at + 65_536));
          await new Promise((r) => setTimeout(r, delay));
        }
        res.end();
      })();
      return;
    }
    res.end(slice);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}/models`,
    requests,
    state,
    sentPastEnd,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
