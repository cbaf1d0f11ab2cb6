import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesFixture } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { UploadPage } from './upload-page.tsx';

function show(korean: object, languages: string[]) {
  renderRoute(UploadPage, {
    path: '/upload',
    url: '/upload',
    handler: (url) => {
      if (url.pathname === '/api/capabilities') return { body: { ...capabilitiesFixture(true), languages, korean } };
      if (url.pathname === '/api/credits/balance') return { body: { balance: 50, lowBalanceThreshold: 10 } };
      return undefined;
    },
  });
}

describe('the upload wizard tells the truth about Korean', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    sessionStorage.clear();
  });

  it('with the model host unreachable: Korean is unavailable, and says why in one sentence', async () => {
    show({ state: 'unavailable', reason: 'host_unreachable' }, ['en']);
    const line = await screen.findByTestId('korean-availability');
    expect(line.textContent).toBe(
      '지금은 한국어를 분석할 수 없습니다. 서버가 한국어 음성 모델을 내려받지 못하고 있습니다. 관리자에게 알려주세요.',
    );
    expect(document.body.textContent).not.toMatch(/https?:|ggml|korean\.|WHISPER/);
  });

  it('with a reachable mirror: Korean will download first, with the size', async () => {
    show({ state: 'will_download', downloadBytes: 147_951_465 }, ['en', 'ko']);
    expect((await screen.findByTestId('korean-availability')).textContent).toMatch(
      /^한국어 분석을 할 수 있습니다\. 첫 한국어 분석 때 음성 모델\(.*MB\)을 먼저 내려받으므로/,
    );
  });

  it('in English, ready', async () => {
    await i18n.changeLanguage('en');
    show({ state: 'ready' }, ['en', 'ko']);
    expect((await screen.findByTestId('korean-availability')).textContent).toBe('Korean can be analysed right away.');
  });
});
