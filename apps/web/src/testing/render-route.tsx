import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown } | undefined;

/**
 * Renders a route component inside the app's providers with `fetch` answered by `handler` (route-level tests
 * against a scripted API). Returns the router and every request made, so tests can assert what was sent.
 */
export function renderRoute(Component: ComponentType, opts: { path: string; url: string; handler: Handler }) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = opts.handler(url, { ...init, method });
      if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found', message: '' } }), { status: 404 });
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: opts.path, Component },
      { path: '*', element: null },
    ],
    { initialEntries: [opts.url] },
  );
  render(
    <QueryClientProvider client={qc}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, requests };
}

export function listItem(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title,
    status: 'completed',
    feedbackState: 'completed',
    language: 'en',
    style: 'vinyasa',
    scenario: null,
    purpose: null,
    fileType: 'wav',
    durationSec: 125,
    fileSizeBytes: 1_000_000,
    tags: [],
    recordedOn: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:05:00.000Z',
    progress: null,
    scores: {
      wpm: 131,
      silenceRatio: 0.25,
      fillersPer100: 1.5,
      cuesPerMinute: 7,
      clarity: 84,
      flow: 80,
      consistency: 77,
    },
    errorCode: null,
    errorMessage: null,
    ...overrides,
  };
}

export function detail(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    ...listItem(id, title),
    metrics: null,
    segments: [],
    report: null,
    feedback: { state: 'completed', generator: null, model: null, errorMessage: null, generatedAt: null },
    audioProfile: null,
    dataStats: null,
    engine: null,
    analysisModel: null,
    processingVersion: null,
    processingMs: null,
    timingsMs: null,
    attempt: 1,
    chargedCredits: 5,
    retention: {
      retentionHours: 24,
      originalDeleteAfter: null,
      originalDeletedAt: null,
      videoDeletedAt: null,
      hasOriginal: true,
    },
    ...overrides,
  };
}
