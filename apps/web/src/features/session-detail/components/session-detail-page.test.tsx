import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { detail, listItem, renderRoute } from '../../sessions/testing/render-route.tsx';
import { SessionDetailPage } from './session-detail-page.tsx';

const id = '44444444-4444-4444-8444-444444444444';

function setup(session: Record<string, unknown>, answers: Record<string, unknown> = {}) {
  return renderRoute(SessionDetailPage, {
    path: '/sessions/:id',
    url: `/sessions/${id}`,
    handler: (url, init) => {
      const key = `${init.method} ${url.pathname}`;
      if (key in answers) return { body: answers[key] };
      if (key === `GET /api/sessions/${id}`) return { body: session };
      if (key === 'GET /api/capabilities') return undefined;
      return undefined;
    },
  });
}

describe('session detail states', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a failed analysis explains why, notes the refund, and retries after confirming the cost', async () => {
    const failed = detail(id, 'Broken class', {
      status: 'failed',
      errorCode: 'no_audio',
      scores: null,
      durationSec: 600,
    });
    const { requests } = setup(failed, {
      [`POST /api/sessions/${id}/retry`]: {
        session: listItem(id, 'Broken class', { status: 'pending', scores: null }),
        chargedCredits: 10,
        balance: 90,
      },
    });
    expect(await screen.findByRole('heading', { name: '분석에 실패했습니다' })).toBeTruthy();
    expect(screen.getByText('파일에 오디오가 없습니다. 소리가 담긴 녹음을 업로드해주세요.')).toBeTruthy();
    expect(screen.getByText('분석 실패로 차감된 크레딧은 자동으로 환불되었습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 분석' }));
    const dialog = await screen.findByRole('dialog', { name: '다시 분석할까요?' });
    expect(dialog.textContent).toContain('10 크레딧'); // 10 started minutes at the default rule
    fireEvent.click(within(dialog).getByRole('button', { name: '다시 분석' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/retry'))).toBe(true),
    );
  });

  it('a failed report keeps the metrics and offers to generate the feedback alone', async () => {
    const s = detail(id, 'Good class', { feedbackState: 'failed' });
    const { requests } = setup(s, {
      [`POST /api/sessions/${id}/feedback/retry`]: { ...s, feedbackState: 'generating' },
    });
    const banner = (await screen.findByText('AI 피드백 생성에 실패했습니다')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(banner).getByRole('button', { name: '피드백 다시 생성' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/feedback/retry'))).toBe(true),
    );
    expect(screen.getByRole('tab', { name: '개요' })).toBeTruthy();
  });

  it('another user’s or a deleted session reads as not found, without a retry button', async () => {
    renderRoute(SessionDetailPage, { path: '/sessions/:id', url: `/sessions/${id}`, handler: () => undefined });
    expect(await screen.findByText('세션을 찾을 수 없습니다. 삭제되었거나 접근 권한이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
