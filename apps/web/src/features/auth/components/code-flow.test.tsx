import { act, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { savedCodeStateKeys } from '../lib/saved-code-state.ts';
import { CodeFlow } from './code-flow.tsx';

const t0 = new Date('2026-03-01T10:00:00Z').getTime();

function saveState(purpose: 'login' | 'signup', email: string, secondsLeft: number) {
  localStorage.setItem(savedCodeStateKeys[purpose], JSON.stringify({ email, expires_at: t0 + secondsLeft * 1000 }));
}

const render = (ui: ReactElement) => rtlRender(<ToastProvider>{ui}</ToastProvider>);

const countdown = () => screen.getByTestId('code-countdown');
const codeInput = () => screen.getByLabelText('6자리 코드') as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: '인증하고 로그인' });

describe('e-mail code form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: t0, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a reload, restores the code step with the remaining time from the saved state', () => {
    saveState('login', 'coach@example.com', 125);
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    expect(screen.getByTestId('sent-email').textContent).toContain('coach@example.com');
    expect(countdown().textContent).toContain('남은 시간 2:05');
    expect(countdown().dataset.tone).toBe('normal');
  });

  it('ignores a saved state that has already expired and starts at the e-mail step', () => {
    saveState('login', 'coach@example.com', -1);
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    expect(screen.getByLabelText('이메일')).toBeTruthy();
    expect(screen.queryByTestId('code-countdown')).toBeNull();
  });

  it('turns the countdown from normal to warning at 60 s, destructive at 30 s, and expired at 0', () => {
    saveState('login', 'coach@example.com', 62);
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    const colour = () => countdown().className;
    expect(countdown().dataset.tone).toBe('normal');
    expect(colour()).toContain('text-slate-700');

    act(() => vi.advanceTimersByTime(2_000));
    expect(countdown().textContent).toContain('1:00');
    expect(countdown().dataset.tone).toBe('warning');
    expect(colour()).toContain('text-amber-700');

    act(() => vi.advanceTimersByTime(29_000));
    expect(countdown().dataset.tone).toBe('warning');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown().textContent).toContain('0:30');
    expect(countdown().dataset.tone).toBe('destructive');
    expect(colour()).toContain('text-red-700');

    fireEvent.change(codeInput(), { target: { value: '123456' } });
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(countdown().textContent).toContain('만료됨');
    expect(countdown().dataset.tone).toBe('expired');
    expect((codeInput() as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    expect((verifyButton() as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    // Said at 0:00, without waiting for a submit the disabled field no longer allows.
    expect(screen.getByRole('alert').textContent).toBe('코드가 만료되었습니다. 새로운 코드를 요청해주세요.');
  });

  it('keeps only digits, at most six, and enables verify only at six', () => {
    saveState('login', 'coach@example.com', 300);
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    fireEvent.change(codeInput(), { target: { value: '12a-3' } });
    expect(codeInput().value).toBe('123');
    expect((verifyButton() as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '1234567890' } });
    expect(codeInput().value).toBe('123456');
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('holds the resend button for the 60 s cooldown after the code was sent', () => {
    saveState('signup', 'new@example.com', 600);
    render(<CodeFlow purpose="signup" numberedSteps onVerified={() => {}} />);
    expect(screen.getByText('2/2단계', { exact: false })).toBeTruthy();
    const resend = () => screen.getByRole('button', { name: /재전송/ });
    expect((resend() as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    expect(resend().textContent).toContain('60초 후 재전송 가능');
    act(() => vi.advanceTimersByTime(60_000));
    expect((resend() as HTMLButtonElement).disabled).toBe(false);
    expect(resend().textContent).toContain('코드 재전송');
  });

  it('changing the e-mail returns to the first step and forgets the saved state', () => {
    saveState('login', 'coach@example.com', 300);
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '이메일 변경' }));
    expect(screen.getByLabelText('이메일')).toBeTruthy();
    expect(localStorage.getItem(savedCodeStateKeys.login)).toBeNull();
  });

  it('disables sending while the e-mail is blank or only spaces', () => {
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    const send = screen.getByRole('button', { name: '코드 받기' });
    expect((send as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: '   ' } });
    expect((send as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: ' a@b.co ' } });
    expect((send as HTMLButtonElement).disabled).toBe(false);
  });

  it("says '6자리 코드를 입력해주세요.' when Enter submits an incomplete code, and nothing is sent", () => {
    saveState('login', 'coach@example.com', 300);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    fireEvent.change(codeInput(), { target: { value: '123' } });
    fireEvent.keyDown(codeInput(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('6자리 코드를 입력해주세요.');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("says '이메일을 입력해주세요.' when Enter submits a blank e-mail", () => {
    render(<CodeFlow purpose="login" numberedSteps={false} onVerified={() => {}} />);
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: '  ' } });
    fireEvent.keyDown(screen.getByLabelText('이메일'), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('이메일을 입력해주세요.');
  });

  it.each([
    ['login', '로그인되었습니다.'],
    ['signup', '계정이 만들어졌습니다.'],
  ] as const)('shows the %s success toast once the code is accepted', async (purpose, message) => {
    vi.useRealTimers();
    localStorage.setItem(
      savedCodeStateKeys[purpose],
      JSON.stringify({ email: 'a@b.co', expires_at: Date.now() + 300_000 }),
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ userId: 'u1', created: purpose === 'signup' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onVerified = vi.fn();
    render(<CodeFlow purpose={purpose} numberedSteps={false} onVerified={onVerified} />);
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.keyDown(codeInput(), { key: 'Enter' });
    expect(await screen.findByText(message, { selector: '[data-radix-collection-item] *, li *' })).toBeTruthy();
    expect(onVerified).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
