import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { i18n } from '@/lib/i18n.ts';
import { CompletionNotice } from './completion-notice.tsx';

type Latest = {
  session: { id: string; title: string; status: 'completed'; createdAt: string; completedAt: string } | null;
};

// Cache notifications on microtasks, so they do not wait on the faked timer queue.
notifyManager.setScheduler(queueMicrotask);

const t0 = Date.parse('2026-11-22T06:00:00Z');
let answers: Latest[] = [];
let calls = 0;

function completedAgo(id: string, msAgo: number): Latest {
  const at = new Date(Date.now() - msAgo).toISOString();
  return { session: { id, title: `Class ${id}`, status: 'completed', createdAt: at, completedAt: at } };
}

function renderNotice(path = '/dashboard') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={qc}>
            <ToastProvider>
              <CompletionNotice userId="u1" />
            </ToastProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const realSetTimeout = globalThis.setTimeout;
/** Advance the fake clock, then let real I/O (Response bodies) and the query cache's 0 ms notifications settle. */
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => realSetTimeout(r, 0));
      await vi.advanceTimersByTimeAsync(0);
    }
  });

describe('completion notice', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    // Only timers and the clock are faked; promise and I/O plumbing (fetch bodies) stays real.
    vi.useFakeTimers({ now: t0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    calls = 0;
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/sessions/latest-completed');
        const body = answers[Math.min(calls, answers.length - 1)] ?? { session: null };
        calls++;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls every 30 seconds and announces a fresh completion with a 5 s toast and a dialog', async () => {
    answers = [{ session: null }];
    renderNotice();
    await tick(0);
    expect(calls).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    answers.push(completedAgo('s1', 60_000));
    await tick(29_000);
    expect(calls).toBe(1); // not before 30 s
    await tick(1_000);
    expect(calls).toBe(2);
    expect(screen.getByRole('dialog').textContent).toContain('분석 완료!');
    expect(screen.getByText('분석 완료')).toBeTruthy(); // the toast title

    await tick(5_000);
    expect(screen.queryByText('분석 완료')).toBeNull(); // toast gone after 5 s
    expect(screen.getByRole('dialog')).toBeTruthy(); // the dialog waits for the user
  });

  it('announces the same session only once, even across polls and remounts', async () => {
    answers = [completedAgo('s2', 10_000)];
    renderNotice();
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: '나중에 보기' }));
    await tick(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await tick(30_000);
    expect(calls).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays silent for a completion 5 minutes old or older', async () => {
    answers = [completedAgo('s3', 5 * 60_000)];
    renderNotice();
    await tick(0);
    expect(calls).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('분석 완료')).toBeNull();
  });

  it("'View result' opens the session's report", async () => {
    answers = [completedAgo('s4', 1_000)];
    const router = renderNotice();
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: '결과 보기' }));
    await tick(0);
    expect(router.state.location.pathname).toBe('/sessions/s4');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces a later completion after the first one was dismissed', async () => {
    answers = [completedAgo('s5', 1_000)];
    renderNotice();
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: '나중에 보기' }));
    answers.push(completedAgo('s6', 1_000));
    await tick(30_000);
    expect(screen.getByRole('dialog').textContent).toContain('Class s6');
    expect(screen.getAllByText('분석 완료')).toHaveLength(1);
  });
});
