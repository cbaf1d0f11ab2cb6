import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignOutDevices } from './sign-out-devices.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('sign out of other devices', () => {
  it('asks the server to end the other sessions and keeps this one', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ scope: 'others' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignOutDevices />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '다른 기기에서 로그아웃' }));
    expect((await screen.findByRole('status')).textContent).toBe('다른 기기에서 모두 로그아웃되었습니다.');
    const signOutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-out');
    expect(JSON.parse(String(signOutCall?.[1]?.body))).toEqual({ scope: 'others' });
  });
});
