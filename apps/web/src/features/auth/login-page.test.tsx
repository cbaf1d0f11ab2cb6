import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin(path: string, providers: { id: string; name: string }[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/auth/social/')) {
      return new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'x' } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.includes('/api/auth/providers')) {
      return new Response(JSON.stringify({ providers }), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'x' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/auth/login', Component: LoginPage }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());
// The first render loads the page's translations; a busy machine needs more than the default second.
const slow = { timeout: 10_000 };

describe('login page social sign-in', () => {
  it('shows one button per configured provider, under its own name', async () => {
    renderLogin('/auth/login', [
      { id: 'kakao', name: 'Kakao' },
      { id: 'naver', name: 'Naver' },
      { id: 'oidc', name: 'Company SSO' },
    ]);
    expect(await screen.findByRole('button', { name: '카카오 계정으로 계속하기' }, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '네이버 계정으로 계속하기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Company SSO 계정으로 계속하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('starts the flow in the UI language, and says so when the server refuses too many starts', async () => {
    const fetchMock = renderLogin('/auth/login', [{ id: 'kakao', name: 'Kakao' }]);
    fireEvent.click(await screen.findByRole('button', { name: '카카오 계정으로 계속하기' }, slow));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('잠시 기다린 후 다시 시도해주세요');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/social/kakao'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ locale: 'ko' });
  });

  it('shows no social buttons and no separator when none is configured', async () => {
    renderLogin('/auth/login', []);
    expect(await screen.findByLabelText('이메일', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '소셜 계정으로 계속하기' })).toBeNull();
    expect(screen.queryByText('또는 이메일 코드로')).toBeNull();
  });

  it.each([
    ['access_denied', '소셜 로그인을 취소했습니다'],
    ['account_not_linked', '이메일 인증을 확인해주지 않아 연결하지 않았습니다'],
    ['state_mismatch', '로그인 요청이 만료되었거나'],
    ['account_suspended', '이용이 정지된 계정입니다'],
    ['something_else', '소셜 로그인에 실패했습니다'],
  ])('explains ?error=%s in the user language', async (code, text) => {
    renderLogin(`/auth/login?error=${code}`, []);
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(text);
  });
});
