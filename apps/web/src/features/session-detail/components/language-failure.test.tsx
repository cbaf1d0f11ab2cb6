import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { detail, listItem, renderRoute } from '@/testing/render-route.tsx';
import { SessionDetailPage } from './session-detail-page.tsx';

// A recording in the other language, or one the engine cannot read, fails with a message in both languages.
const id = '55555555-5555-4555-8555-555555555555';

function setup(session: Record<string, unknown>, answers: Record<string, unknown> = {}) {
  return renderRoute(SessionDetailPage, {
    path: '/sessions/:id',
    url: `/sessions/${id}`,
    handler: (url, init) => {
      const key = `${init.method} ${url.pathname}`;
      if (key in answers) return { body: answers[key] };
      if (key === `GET /api/sessions/${id}`) return { body: session };
      return undefined;
    },
  });
}

describe('language failures on the session page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a Korean class analysed as English says so in both languages and retries in Korean', async () => {
    const failed = detail(id, '월요일 요가', {
      status: 'failed',
      language: 'en',
      errorCode: 'language_mismatch',
      errorMessage: '이 녹음은 한국어(또는 영어가 아닌 언어)로 들립니다.\nThis recording sounds Korean…',
      scores: null,
      durationSec: 600,
    });
    const { requests } = setup(failed, {
      [`POST /api/sessions/${id}/retry`]: {
        session: listItem(id, '월요일 요가', { status: 'pending', scores: null }),
        chargedCredits: 10,
        balance: 90,
      },
    });
    expect(await screen.findByRole('heading', { name: '분석에 실패했습니다' })).toBeTruthy();
    expect(screen.getByText('이 녹음은 한국어로 들립니다. 분석 언어를 한국어로 바꿔 다시 분석하세요.')).toBeTruthy();
    const english = screen.getByText(/^This recording sounds Korean\. Change the analysis language to Korean/);
    expect(english.getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: '한국어로 다시 분석' }));
    const dialog = await screen.findByRole('dialog', { name: '다시 분석할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '한국어로 다시 분석' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/retry'))?.body).toEqual({
        language: 'ko',
      }),
    );
  });

  it('an English page shows the English message first and the Korean one under it', async () => {
    await i18n.changeLanguage('en');
    setup(
      detail(id, 'Class', {
        status: 'failed',
        language: 'ko',
        errorCode: 'speech_unrecognized',
        errorMessage: '…',
        scores: null,
      }),
    );
    expect(await screen.findByText(/^The recording has speech, but the speech engine could not read/)).toBeTruthy();
    expect(screen.getByText(/^녹음에서 말소리는 찾았지만/).getAttribute('lang')).toBe('ko');
    expect(screen.queryByRole('button', { name: /Analyse again in/ })).toBeNull();
  });

  it('speech too unclear to make out says so in the page language, with the refund and a retry, no raw key', async () => {
    setup(
      detail(id, 'Class', {
        status: 'failed',
        language: 'en',
        errorCode: 'speech_unclear',
        errorMessage: '…',
        scores: null,
        chargedCredits: 10,
      }),
    );
    expect(await screen.findByText(/^녹음에서 말소리는 찾았지만 알아들을 수 있을 만큼 선명하지 않아/)).toBeTruthy();
    // Not a language problem: no offer to analyse in the other language, no English copy under it.
    expect(screen.getByText('분석 실패로 차감된 크레딧은 자동으로 환불되었습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 분석' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '한국어로 다시 분석' })).toBeNull();
    expect(screen.queryByText(/^The recording has speech, but it is not clear enough/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/errors\.speechUnclear|speech_unclear/);
  });

  it('a call-quality recording refused as English names both causes, in both languages, with both ways on', async () => {
    setup(
      detail(id, '전화 녹음', {
        status: 'failed',
        language: 'en',
        errorCode: 'language_mismatch',
        errorHint: 'narrowband',
        errorMessage: '…',
        scores: null,
        chargedCredits: 10,
      }),
    );
    expect(
      await screen.findByText(
        '이 녹음은 영어로 알아들을 수 없었습니다. 한국어로 말한 녹음일 수도 있고, 전화 통화처럼 음질이 낮아 말소리가 선명하지 않을 수도 있습니다. 한국어 수업이라면 한국어로 다시 분석하고, 영어 수업이라면 원본 녹음 파일을 올려 주세요.',
      ),
    ).toBeTruthy();
    const english = screen.getByText(/^This recording could not be made out as English: either it is in Korean, or/);
    expect(english.getAttribute('lang')).toBe('en');
    // It is not called Korean outright, and both ways on are offered: Korean, or the same language again.
    expect(screen.queryByText(/^이 녹음은 한국어로 들립니다/)).toBeNull();
    expect(screen.getByText('분석 실패로 차감된 크레딧은 자동으로 환불되었습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '한국어로 다시 분석' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 분석' })).toBeTruthy();
  });

  it('a language refusal on a free attempt does not speak of a refund', async () => {
    setup(
      detail(id, '월요일 요가', {
        status: 'failed',
        language: 'en',
        errorCode: 'language_mismatch',
        errorMessage: '…',
        scores: null,
        chargedCredits: 0,
      }),
    );
    expect(await screen.findByText(/^이 녹음은 한국어로 들립니다/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/환불/);
  });

  it('a missing Korean model says so in one sentence, with no server path, URL or raw key', async () => {
    setup(
      detail(id, 'Class', {
        status: 'failed',
        language: 'ko',
        errorCode: 'model_unavailable',
        errorMessage:
          'Korean needs the whisper.cpp model ggml-base.bin, and it could not be downloaded (…). … place it at /srv/data/models/ggml-base.bin, then run the analysis again.\n한국어 분석에는…',
        scores: null,
      }),
    );
    expect(await screen.findByText(/^지금 이 서버에서는 한국어 음성 모델을 쓸 수 없어/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\/srv\/|ggml-base|errors\.modelUnavailable|https?:/);
  });
});
