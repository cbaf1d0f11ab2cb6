import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesFixture } from '@/testing/capabilities.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { UploadPage } from './upload-page.tsx';

// This wizard's install analyses English only, with the free beta off (the credit texts are under test).
const capabilities = { ...capabilitiesFixture(false), languages: ['en'] };

describe('upload wizard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    sessionStorage.clear();
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(9.5 * 60);
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
      queueMicrotask(() => this.onloadedmetadata?.(new Event('loadedmetadata')));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function toReview(balance: number, url = '/upload') {
    renderRoute(UploadPage, {
      path: '/upload',
      url,
      handler: (url) => {
        if (url.pathname === '/api/capabilities') return { body: capabilities };
        if (url.pathname === '/api/credits/balance') return { body: { balance, lowBalanceThreshold: 10 } };
        if (url.pathname === '/api/analysis-speed')
          return { body: { engine: 'local', realTimeFactor: 0.1, samples: 4 } };
        return undefined;
      },
    });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('수업 녹음 파일'), new File(['ID3'], 'Morning flow.mp3', { type: 'audio/mpeg' }));
    await screen.findByRole('region', { name: '선택한 파일' });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
  }

  it('prices the recording before upload and says how many credits are missing', async () => {
    await toReview(3);
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('Morning flow');
    expect(await screen.findByText('10 크레딧')).toBeTruthy(); // 10 started minutes
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('크레딧이 부족합니다. 필요: 10, 현재: 3 — 7 크레딧이 더 필요합니다.');
    expect(screen.getByRole('link', { name: '크레딧 충전' }).getAttribute('href')).toBe('/purchase-credits');
  });

  const pick = (name: string) =>
    userEvent.setup().upload(screen.getByLabelText('수업 녹음 파일'), new File(['ID3'], name, { type: 'audio/mpeg' }));

  it('replaces the title taken from the first file when another file is picked, but keeps a typed one', async () => {
    await toReview(100);
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('Morning flow');
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    await pick('Evening yin.mp3');
    await screen.findByText('Evening yin.mp3');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('Evening yin');

    fireEvent.change(screen.getByLabelText('제목'), { target: { value: 'My own title' } });
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    await pick('Third class.mp3');
    await screen.findByText('Third class.mp3');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('My own title');
  });

  it("estimates the analysis time from the file's length and the server's measured speed", async () => {
    await toReview(100);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(await screen.findByRole('button', { name: '다음' }));
    // 9.5 minutes at 0.1 × real time ≈ 57 s: shown as 43 s to 1.5 minutes, i.e. "1~2분".
    expect((await screen.findByTestId('analysis-estimate')).textContent).toBe(
      '이 파일의 분석에는 약 1~2분 걸릴 것으로 보입니다(이 서버의 최근 분석 속도 기준). 끝나면 알려드립니다.',
    );
  });

  it('refuses a bad title on the review step and keeps the user there', async () => {
    await toReview(100);
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: 'Flow <b>' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('제목에 사용할 수 없는 문자가 있습니다: “<”')).toBeTruthy();
    expect(screen.getByLabelText('제목').getAttribute('aria-invalid')).toBe('true');
    // Everyday punctuation and emoji pass.
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '월~금 아침반 · 하타 — 🧘' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('heading', { name: '분석 옵션' })).toBeTruthy();
  });

  it('says before upload that this server cannot transcribe Korean, and picks English', async () => {
    await toReview(100);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    const korean = (await screen.findByRole('radio', { name: '한국어' })) as HTMLInputElement;
    expect(korean.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '영어' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('이 서버는 한국어 음성을 인식할 수 없어 선택할 수 없습니다.')).toBeTruthy();
  });

  it('preselects the style a style guide linked with, and ignores an unknown one', async () => {
    await toReview(100, '/upload?style=yin');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    const select = (await screen.findByLabelText('수업 스타일')) as HTMLSelectElement;
    expect(select.value).toBe('yin');
    expect(select.selectedOptions[0]?.textContent).toBe('인 요가');
  });

  it('leaves the style empty when the link names no known style', async () => {
    await toReview(100, '/upload?style=zumba-extreme');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(((await screen.findByLabelText('수업 스타일')) as HTMLSelectElement).value).toBe('');
  });
});
