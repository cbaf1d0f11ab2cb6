import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutesWithBoundary } from '@/app/app-routes.tsx';
import { lazyRoute } from '@/app/lazy-route.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { debugStore } from '../lib/debug-store.ts';
import { chunkReloadKey, page } from '../lib/stale-chunk.ts';

function Crashing(): never {
  throw new Error('kaboom');
}

let currentPath = '';
function TrackPath() {
  currentPath = useLocation().pathname;
  return null;
}

/** The app's real error boundary and loading screen around a test route table. */
function renderApp(route: RouteObject) {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/broken']}>
        <TrackPath />
        <RoutesWithBoundary
          table={[
            { path: '/', children: [route] },
            { path: '/__debug', element: <p>debug panel route</p> },
          ]}
        />
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('app-wide error screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    debugStore.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows an error id, collapsible details with the component stack, and logs the crash', async () => {
    renderApp({ path: 'broken', Component: Crashing });
    expect(await screen.findByRole('heading', { name: '문제가 발생했습니다' })).toBeTruthy();
    const id = screen.getByTestId('error-id').textContent ?? '';
    expect(id).toMatch(/^error_\d{13}_[a-z0-9]{9}$/);

    const details = screen.getByText('기술 정보').closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('기술 정보'));
    expect(details?.open).toBe(true);
    expect(screen.getByText('Error: kaboom')).toBeTruthy();
    await waitFor(() => expect(details?.textContent).toContain('Crashing'));

    await waitFor(() => {
      const logged = debugStore.getSnapshot().errors.find((e) => e.id === id);
      expect(logged).toMatchObject({ source: 'render', route: expect.any(String), error: { message: 'kaboom' } });
      expect(logged?.errorInfo).toContain('Crashing');
    });
  });

  it('copies diagnostics holding the error, and says so; a refused clipboard says "copy failed"', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp({ path: 'broken', Component: Crashing });
    const id = (await screen.findByTestId('error-id')).textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: '진단 정보 복사' }));
    expect(await screen.findByText('진단 정보를 복사했습니다')).toBeTruthy();
    const bundle = JSON.parse(writeText.mock.calls[0]?.[0] ?? '{}');
    expect(bundle.errorLogs.map((e: { id: string }) => e.id)).toContain(id);
    expect(bundle.buildInfo).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: '진단 정보 복사' }));
    expect(await screen.findByText('복사하지 못했습니다')).toBeTruthy();
  });

  it('opens the debug panel route', async () => {
    renderApp({ path: 'broken', Component: Crashing });
    fireEvent.click(await screen.findByRole('button', { name: '디버그 패널 열기' }));
    await waitFor(() => expect(currentPath).toBe('/__debug'));
    expect(screen.getByText('debug panel route')).toBeTruthy();
  });

  it('reloads once by itself on a stale chunk, and shows the error screen if it happens again right away', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const staleChunk = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/route-1.js'));

    renderApp({ path: 'broken', Component: lazyRoute(staleChunk) });
    expect(await screen.findByText('새 버전을 불러오는 중…')).toBeTruthy();
    // The reload runs in an effect after the "updating" screen commits.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(chunkReloadKey)).not.toBeNull();

    // The "reloaded" page fails the same way within the guard window: no loop, the error screen instead.
    cleanup();
    renderApp({ path: 'broken', Component: lazyRoute(staleChunk) });
    expect(await screen.findByRole('heading', { name: '문제가 발생했습니다' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
