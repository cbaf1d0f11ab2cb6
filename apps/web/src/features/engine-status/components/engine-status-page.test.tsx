import type { AdminEngineStatus, UserEngineStatus } from '@cuecoach/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { EngineStatusPage } from './engine-status-page.tsx';

const userView = (waiting = 2): UserEngineStatus => ({
  view: 'user',
  generatedAt: '2026-11-24T00:10:00.000Z',
  languages: [
    { language: 'ko', available: false, waiting: 0, oldestWaitSeconds: null },
    { language: 'en', available: true, waiting, oldestWaitSeconds: waiting ? 200 : null },
  ],
  wait: { waiting, oldestWaitSeconds: waiting ? 200 : null, recentWaitSeconds: 45, recentStarted: 3 },
});

const adminView: AdminEngineStatus = {
  ...userView(),
  view: 'admin',
  engines: [
    {
      engine: 'local',
      model: 'whisper_cpu_int8_0 (embedded)',
      languages: ['en'],
      workers: 1,
      ready: true,
      problem: null,
    },
    {
      engine: 'openai',
      model: 'whisper-1',
      languages: [],
      workers: 1,
      ready: false,
      problem: 'OPENAI_API_KEY is not set',
    },
  ],
  koreanModel: { model: 'base', present: false, dir: '/srv/models' },
  downloads: [
    {
      source: 'admin',
      model: 'base',
      state: 'downloading',
      percent: 37.5,
      receivedBytes: 55_000_000,
      totalBytes: 147_951_465,
      sessionId: null,
      error: null,
    },
  ],
  report: {
    generator: 'llm',
    model: 'llama3.1:8b',
    endpoint: '127.0.0.1:11434',
    problem: null,
    lastReport: { generator: 'llm', model: 'llama3.1:8b', at: '2026-11-23T23:00:00.000Z' },
    lastError: { message: 'LLM endpoint answered 502', at: '2026-11-23T22:00:00.000Z', sessionId: 'sess-9' },
  },
  queueReady: true,
  queues: [
    {
      name: 'session-analysis-en',
      kind: 'analysis',
      language: 'en',
      waiting: 2,
      active: 1,
      failed24h: 4,
      completed24h: 17,
      oldestWaitSeconds: 200,
    },
  ],
  workers: [
    {
      id: 'w-1',
      host: 'gpu-box',
      pid: 4242,
      state: 'lost',
      languages: ['en'],
      concurrency: 2,
      jobs: 1,
      lastHeartbeat: '2026-11-24T00:09:00.000Z',
      secondsSinceHeartbeat: 61,
    },
  ],
  database: { kind: 'postgres', ok: true, latencyMs: 2.4, sizeBytes: 12_000_000, error: null },
  storage: { kind: 'local', ok: false, freeBytes: null, error: 'EACCES: permission denied' },
};

const render = (answer: () => { status?: number; body?: unknown }) =>
  renderRoute(EngineStatusPage, {
    path: '/test/hybrid-status',
    url: '/test/hybrid-status',
    handler: (url) => (url.pathname === '/api/engine-status' ? answer() : undefined),
  });

describe('engine status page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows members only availability and waiting time, in Korean', async () => {
    render(() => ({ body: userView() }));
    expect(await screen.findByText('한국어 분석 불가')).toBeTruthy();
    expect(screen.getByText('영어 분석 가능')).toBeTruthy();
    expect(screen.getByTestId('wait-now').textContent).toBe('분석 2건이 시작을 기다리고 있습니다.');
    expect(screen.getByText('가장 오래 기다린 분석: 3분 20초')).toBeTruthy();
    expect(screen.getByText('최근 1시간 동안 시작된 분석 3건의 대기 시간(중앙값): 45초')).toBeTruthy();
    expect(screen.queryByText('작업 대기열')).toBeNull();
    expect(screen.queryByText('전사 엔진')).toBeNull();
  });

  it('shows admins engines, downloads, report generator, queues, workers and health, in English', async () => {
    await i18n.changeLanguage('en');
    render(() => ({ body: adminView }));
    const engines = await screen.findByTestId('engines');
    expect(within(engines).getByText('Embedded English engine')).toBeTruthy();
    expect(within(engines).getByText('Problem: OPENAI_API_KEY is not set')).toBeTruthy();
    expect(within(engines).getByText('Korean model: base')).toBeTruthy();
    const bar = within(screen.getByTestId('downloads')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect(screen.getByTestId('report-generator').textContent).toBe('LLM · llama3.1:8b @ 127.0.0.1:11434');
    expect(screen.getByText(/Last error \(.*, session sess-9\): LLM endpoint answered 502/)).toBeTruthy();
    const queue = screen.getByTestId('queue-session-analysis-en');
    expect(within(queue).getByText('English analysis')).toBeTruthy();
    expect(within(queue).getByText('Failed (24 h)').nextSibling?.textContent).toBe('4');
    expect(within(queue).getByText('3 min 20 s')).toBeTruthy();
    const workers = screen.getByTestId('workers');
    expect(within(workers).getByText('Not responding')).toBeTruthy();
    expect(within(workers).getByText('Last heartbeat 61 s ago')).toBeTruthy();
    expect(screen.getByText('Problem: EACCES: permission denied')).toBeTruthy();
  });

  it('updates by itself, and keeps the last figures marked stale when a refresh fails', async () => {
    let calls = 0;
    render(() => {
      calls += 1;
      if (calls === 1) return { body: userView(0) };
      if (calls === 2) return { body: userView(5) };
      return { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
    });
    expect((await screen.findByTestId('wait-now')).textContent).toBe('기다리는 분석이 없습니다.');
    expect(screen.getByTestId('status-freshness').textContent).toMatch(/^5초마다 자동으로 새로 고칩니다/);
    await vi.waitFor(
      () => expect(screen.getByTestId('wait-now').textContent).toBe('분석 5건이 시작을 기다리고 있습니다.'),
      { timeout: 8_000, interval: 200 },
    );
    await vi.waitFor(
      () => expect(screen.getByTestId('status-freshness').textContent).toMatch(/^상태를 새로 고치지 못했습니다/),
      { timeout: 8_000, interval: 200 },
    );
    expect(screen.getByTestId('wait-now').textContent).toBe('분석 5건이 시작을 기다리고 있습니다.');
  }, 20_000);
});
