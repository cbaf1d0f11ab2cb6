import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const tusHeaders = { 'tus-resumable': '1.0.0' };
const encodeMeta = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/**
 * Uploads `file` over the tus API with the page's session cookie (no wizard) and returns the new session's id.
 * For tests that need sessions to look at, not the upload screens (those have their own tests).
 */
export async function uploadViaApi(page: Page, file: string, title: string): Promise<string> {
  const bytes = readFileSync(file);
  const created = await page.request.post('/api/uploads', {
    headers: {
      ...tusHeaders,
      'upload-length': String(bytes.length),
      'upload-metadata': encodeMeta({ filename: path.basename(file), filetype: 'audio/wav', title, language: 'en' }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers().location as string;
  let offset = 0;
  let sessionId: string | undefined;
  while (offset < bytes.length) {
    const chunk = bytes.subarray(offset, offset + 4 * 1024 * 1024);
    const res = await page.request.patch(location, {
      headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      data: chunk,
    });
    expect(res.status(), await res.text()).toBe(204);
    offset = Number(res.headers()['upload-offset']);
    sessionId = res.headers()['cuecoach-session-id'] ?? sessionId;
  }
  expect(sessionId, 'the last PATCH names the session').toBeTruthy();
  return sessionId as string;
}

/** Starts the analysis of an uploaded session and waits until it has completed. */
export async function analyseViaApi(page: Page, id: string, timeout = 180_000): Promise<void> {
  const started = await page.request.post(`/api/sessions/${id}/start`, { data: { language: 'en' } });
  expect(started.status(), await started.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/sessions/${id}/progress`)).json()) as { status: string }).status,
      { timeout, intervals: [1_000] },
    )
    .toBe('completed');
}
