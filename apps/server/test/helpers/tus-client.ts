import { readFileSync } from 'node:fs';

/** A minimal tus 1.0 client over fetch, so tests can stop half-way and resume exactly like a browser would. */
export interface TusResponse {
  status: number;
  headers: Headers;
  body: string;
}

const encodeMeta = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

export function tusClient(baseUrl: string, cookie: string) {
  const common = { 'tus-resumable': '1.0.0', cookie };
  const wrap = async (res: Response): Promise<TusResponse> => ({
    status: res.status,
    headers: res.headers,
    body: await res.text(),
  });
  return {
    async create(
      size: number | null,
      meta: Record<string, string>,
    ): Promise<TusResponse & { location: string | null }> {
      const headers: Record<string, string> = { ...common, 'upload-metadata': encodeMeta(meta) };
      if (size === null) headers['upload-defer-length'] = '1';
      else headers['upload-length'] = String(size);
      const res = await wrap(await fetch(`${baseUrl}/api/uploads`, { method: 'POST', headers }));
      const loc = res.headers.get('location');
      return { ...res, location: loc ? new URL(loc, baseUrl).toString() : null };
    },
    async patch(location: string, offset: number, chunk: Uint8Array): Promise<TusResponse> {
      return wrap(
        await fetch(location, {
          method: 'PATCH',
          headers: { ...common, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: chunk,
        }),
      );
    },
    async terminate(location: string): Promise<TusResponse> {
      return wrap(await fetch(location, { method: 'DELETE', headers: { ...common, origin: new URL(baseUrl).origin } }));
    },
    async head(location: string): Promise<TusResponse> {
      return wrap(await fetch(location, { method: 'HEAD', headers: common }));
    },
    /** Uploads a whole file in chunks; returns the final PATCH response (carrying CueCoach-Session-Id). */
    async upload(
      file: string,
      meta: Record<string, string>,
      opts: { chunkBytes?: number; stopAfterBytes?: number } = {},
    ): Promise<{
      create: TusResponse & { location: string | null };
      last: TusResponse | null;
      sessionId: string | null;
    }> {
      const bytes = readFileSync(file);
      const create = await this.create(bytes.length, meta);
      if (create.status !== 201 || !create.location) return { create, last: null, sessionId: null };
      const last = await this.send(create.location, bytes, 0, opts);
      return { create, last, sessionId: last?.headers.get('cuecoach-session-id') ?? null };
    },
    async send(
      location: string,
      bytes: Buffer,
      from: number,
      opts: { chunkBytes?: number; stopAfterBytes?: number } = {},
    ) {
      const chunk = opts.chunkBytes ?? 64 * 1024;
      const end = Math.min(bytes.length, opts.stopAfterBytes ?? bytes.length);
      let offset = from;
      let last: TusResponse | null = null;
      while (offset < end) {
        const next = Math.min(end, offset + chunk);
        last = await this.patch(location, offset, bytes.subarray(offset, next));
        if (last.status !== 204) return last;
        offset = Number(last.headers.get('upload-offset'));
      }
      return last;
    },
  };
}
