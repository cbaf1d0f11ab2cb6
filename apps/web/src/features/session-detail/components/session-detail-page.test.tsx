import { judgedLimitFlags } from '@cuecoach/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesFixture } from '@/testing/capabilities.ts';
import { detail, listItem, renderRoute } from '@/testing/render-route.tsx';
import { SessionDetailPage } from './session-detail-page.tsx';

const id = '44444444-4444-4444-8444-444444444444';

// The shared capabilities answer, for an English-only server.
const capabilities = (freeBeta: boolean) => ({ ...capabilitiesFixture(freeBeta), languages: ['en'] });

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

  it('during the free beta, starting says it deducts nothing and names the regular price', async () => {
    const uploaded = detail(id, 'New class', { status: 'uploaded', scores: null, durationSec: 600, attempt: 0 });
    setup(uploaded, { 'GET /api/capabilities': capabilities(true) });
    expect(
      await screen.findByText(
        '파일은 업로드되었습니다. 무료 베타 기간이라 분석에 크레딧이 차감되지 않습니다. (정식 요금: 10 크레딧)',
      ),
    ).toBeTruthy();
  });

  it('with the free beta off, starting states the credits it will deduct', async () => {
    const uploaded = detail(id, 'New class', { status: 'uploaded', scores: null, durationSec: 600, attempt: 0 });
    setup(uploaded, { 'GET /api/capabilities': capabilities(false) });
    expect(await screen.findByText('파일은 업로드되었습니다. 분석을 시작하면 10 크레딧이 차감됩니다.')).toBeTruthy();
  });

  it('a result outside the admin pace limits says which limit and why it matters', async () => {
    const s = detail(id, 'Quiet class', {
      limitFlags: {
        paceBelowMin: true,
        paceAboveMax: false,
        silenceAboveMax: true,
        minWpm: 140,
        maxWpm: 220,
        maxSilenceRatio: 0.2,
      },
    });
    setup(s);
    const notice = await screen.findByTestId('limit-notice');
    expect(notice.textContent).toContain('평균 속도(131 WPM)가 서비스 기준 최소 140 WPM보다 느립니다.');
    expect(notice.textContent).toContain('침묵 비율(25%)이 서비스 기준 최대 20%를 넘습니다.');
  });

  it('judges the admin pace limits on teaching time, as the cards are: an excused figure is not flagged, a still-slow one is quoted at its teaching-time pace', async () => {
    // A class of 81 words a minute and 57 % silence over the whole class, almost half of it students working.
    const scores = {
      wpm: 81,
      silenceRatio: 0.57,
      fillersPer100: 0.5,
      cuesPerMinute: 8.5,
      clarity: 95,
      flow: 92,
      consistency: 90,
    };
    const classTime = {
      seconds: { speaking: 109, working: 101, hold: 0, question: 0, class_question: 0, dead_air: 0 },
    };
    const limits = { minWpm: 100, maxWpm: 220, maxSilenceRatio: 0.5 };
    const excused = detail(id, 'Mat class', {
      scores,
      limitFlags: judgedLimitFlags({ ...scores, durationSec: 210, classTime }, limits),
    });
    setup(excused);
    expect(await screen.findByText('Mat class')).toBeTruthy();
    expect(screen.queryByTestId('limit-notice')).toBeNull();
  });

  it('quotes a pace still under the admin minimum over teaching time at that pace, beside the whole-class one', async () => {
    const scores = {
      wpm: 40,
      silenceRatio: 0.3,
      fillersPer100: 0.5,
      cuesPerMinute: 8.5,
      clarity: 95,
      flow: 92,
      consistency: 90,
    };
    const classTime = { seconds: { speaking: 150, working: 60, hold: 0, question: 0, class_question: 0, dead_air: 0 } };
    const flags = judgedLimitFlags(
      { ...scores, durationSec: 210, classTime },
      { minWpm: 100, maxWpm: 220, maxSilenceRatio: 0.5 },
    );
    setup(detail(id, 'Slow class', { scores, limitFlags: flags }));
    const notice = await screen.findByTestId('limit-notice');
    expect(notice.textContent).toContain(
      '회원 동작 시간을 뺀 평균 속도(56 WPM, 수업 전체로는 40 WPM)가 서비스 기준 최소 100 WPM보다 느립니다.',
    );
    await i18n.changeLanguage('en');
    expect(notice.textContent).toContain(
      'The pace over teaching time (56 WPM; 40 WPM over the whole class with students’ working time) is below the service minimum of 100 WPM.',
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
