import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { debugEnabledKey, debugStore } from '../lib/debug-store.ts';
import type { RequestLogEntry } from '../lib/log-types.ts';
import { DebugPanel, refreshIndicatorMs } from './debug-panel.tsx';

function request(id: string, overrides: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id,
    timestamp: new Date().toISOString(),
    userAgent: 'test',
    route: '/sessions',
    method: 'GET',
    url: `/api/${id}`,
    status: 200,
    statusText: 'OK',
    statusClass: 'success',
    duration: 12,
    requestHeaders: {},
    requestBody: null,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: '{"items":[]}',
    error: null,
    ...overrides,
  };
}

function renderPanel() {
  render(
    <ToastProvider>
      <DebugPanel open onOpenChange={() => {}} />
    </ToastProvider>,
  );
  return screen.getByRole('dialog', { name: '디버그 패널' });
}

describe('debug panel', () => {
  beforeEach(() => {
    debugStore.clear();
    debugStore.setEnabled(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { status: 'ok', db: 'pglite', storage: 'local', version: '0.1.0', commit: 'e3ca573' },
          { status: 200 },
        ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists logged requests with their status class, newest first, and expands one', async () => {
    debugStore.addRequest(request('sessions'));
    debugStore.addRequest(request('missing', { status: 404, statusText: 'Not Found', statusClass: 'failure' }));
    const user = userEvent.setup();
    const dialog = renderPanel();
    await user.click(within(dialog).getByRole('tab', { name: '네트워크' }));
    const entries = within(dialog).getAllByTestId('network-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('/api/missing'),
      expect.stringContaining('/api/sessions'),
    ]);
    expect(entries[0]?.textContent).toContain('404 실패');
    expect(entries[1]?.textContent).toContain('200 성공');
    await user.selectOptions(within(dialog).getByLabelText('상태'), 'failure');
    expect(within(dialog).getAllByTestId('network-entry')).toHaveLength(1);
  });

  it('turns debug mode on, refreshes with a 500 ms indicator, and clears all logs', async () => {
    debugStore.addRequest(request('first'));
    const user = userEvent.setup();
    const dialog = renderPanel();
    await user.click(within(dialog).getByRole('tab', { name: '작업' }));
    await user.click(within(dialog).getByRole('button', { name: '디버그 모드 켜기' }));
    expect(localStorage.getItem(debugEnabledKey)).toBe('true');
    expect(within(dialog).getByRole('button', { name: '디버그 모드 끄기' })).toBeTruthy();

    debugStore.addRequest(request('second'));
    expect(await within(dialog).findByRole('button', { name: '새 기록 1건' })).toBeTruthy();
    const started = performance.now();
    await user.click(within(dialog).getByRole('button', { name: '로그 새로고침' }));
    expect(within(dialog).getByRole('button', { name: '새로고침 중…' })).toHaveProperty('disabled', true);
    await within(dialog).findByRole('button', { name: '로그 새로고침' }, { timeout: 2_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(refreshIndicatorMs - 20);
    expect(within(dialog).queryByRole('button', { name: '새 기록 1건' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '모든 로그 지우기' }));
    expect(await screen.findByText('로그를 모두 지웠습니다')).toBeTruthy();
    expect(debugStore.getSnapshot().requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('tab', { name: '네트워크' }));
    expect(within(dialog).getByText('기록된 요청이 없습니다.')).toBeTruthy();
  });

  it('downloads the diagnostics as a dated JSON file, or says the download failed', async () => {
    debugStore.addRequest(request('sessions'));
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:diagnostics';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    const dialog = renderPanel();
    await user.click(within(dialog).getByRole('tab', { name: '작업' }));
    await user.click(within(dialog).getByRole('button', { name: '진단 정보 내려받기 (JSON)' }));
    expect(await screen.findByText('진단 정보를 내려받았습니다')).toBeTruthy();
    expect(names[0]).toMatch(/^cuecoach-diagnostics-\d{4}-\d{2}-\d{2}-\d{6}\.json$/);
    const bundle = JSON.parse(await (blobs[0] as Blob).text());
    expect(Object.keys(bundle)).toEqual(
      expect.arrayContaining([
        'buildInfo',
        'userAgent',
        'url',
        'timestamp',
        'requestLogs',
        'errorLogs',
        'localStorage',
        'sessionStorage',
      ]),
    );
    expect(bundle.requestLogs[0].url).toBe('/api/sessions');

    createObjectURL.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await user.click(within(dialog).getByRole('button', { name: '진단 정보 내려받기 (JSON)' }));
    expect(await screen.findByText('내려받지 못했습니다')).toBeTruthy();
  });

  it('checks the server health and shows database, version and latency', async () => {
    const user = userEvent.setup();
    const dialog = renderPanel();
    await user.click(within(dialog).getByRole('tab', { name: '연결' }));
    await waitFor(() => expect(within(dialog).getByTestId('health-state').textContent).toBe('정상 (HTTP 200)'));
    expect(within(dialog).getByText('pglite')).toBeTruthy();
    expect(within(dialog).getByText('0.1.0')).toBeTruthy();
    expect(within(dialog).getByText(/\d+ ms/)).toBeTruthy();
    expect(within(dialog).getByTestId('online-state').textContent).toBe('온라인');
  });
});
