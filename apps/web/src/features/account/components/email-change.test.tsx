import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailChange } from './email-change.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderIt() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailChange currentEmail="me@example.com" />
    </QueryClientProvider>,
  );
  const send = (email: string) => {
    fireEvent.change(screen.getByLabelText('새 이메일'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: '인증 코드 받기' }));
  };
  return { send };
}

describe('e-mail change', () => {
  it('checks the address before sending and shows the server’s "already registered"', async () => {
    const fetchMock = vi.fn(async () => json(409, { error: { code: 'email_already_registered', message: 'x' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { send } = renderIt();
    send('not-an-email');
    expect(await screen.findByText('유효한 이메일 주소를 입력해주세요.')).toBeTruthy();
    send('ME@example.com');
    expect(await screen.findByText('현재 사용 중인 이메일입니다. 다른 이메일을 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    send('taken@example.com');
    expect(await screen.findByText('이미 가입된 이메일입니다. 다른 이메일을 입력해주세요.')).toBeTruthy();
  });

  it('counts the code down and disables verifying once it has expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { expiresAt: now + 600_000, resendAvailableAt: now + 60_000 })),
    );
    const { send } = renderIt();
    send('new@example.com');
    expect(await screen.findByText('new@example.com 로 6자리 코드를 전송했습니다.')).toBeTruthy();
    expect(screen.getByText('남은 시간 10:00')).toBeTruthy();
    expect((screen.getByRole('button', { name: /초 후 재전송/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('6자리 코드'), { target: { value: '12a34567' } });
    expect((screen.getByLabelText('6자리 코드') as HTMLInputElement).value).toBe('123456');
    await act(async () => {
      vi.advanceTimersByTime(601_000);
    });
    expect(screen.getAllByText('코드가 만료되었습니다. 새로운 코드를 요청해주세요.').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: '인증하고 변경하기' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '코드 재전송' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after a reload, comes back to the code step of the change in progress, for this account only', async () => {
    const now = Date.now();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { expiresAt: now + 600_000, resendAvailableAt: now + 60_000 })),
    );
    const first = renderIt();
    first.send('new@example.com');
    expect(await screen.findByText('new@example.com 로 6자리 코드를 전송했습니다.')).toBeTruthy();
    cleanup();

    // The reload: a fresh component reads the saved change.
    renderIt();
    expect(screen.getByText('new@example.com 로 6자리 코드를 전송했습니다.')).toBeTruthy();
    expect(screen.getByLabelText('6자리 코드')).toBeTruthy();
    expect(screen.getByText(/남은 시간 (10:00|9:5\d)/)).toBeTruthy();
    cleanup();

    // Another account on this browser starts at the address step.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailChange currentEmail="someone-else@example.com" />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('새 이메일')).toBeTruthy();
    cleanup();

    // "Change address" forgets it.
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: '다른 이메일 입력' }));
    cleanup();
    renderIt();
    expect(screen.getByLabelText('새 이메일')).toBeTruthy();
  });
});
