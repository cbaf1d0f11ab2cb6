import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoute, type LoginNavigationState, ProtectedRoute } from './protected-route.tsx';

const user = {
  id: 'u1',
  email: 'a@b.co',
  emailVerified: true,
  role: 'user',
  status: 'active',
  locale: 'ko',
  createdAt: '',
};
const profile = { userId: 'u1', nickname: 'Ann' };

function LoginProbe() {
  const state = useLocation().state as LoginNavigationState;
  return (
    <p>
      login from={state?.from} message={state?.message}
    </p>
  );
}

function renderAt(path: string, meBody: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(meBody), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const router = createMemoryRouter(
    [
      { path: '/auth/login', Component: LoginProbe },
      { path: '/onboarding', element: <p>onboarding</p> },
      { Component: ProtectedRoute, children: [{ path: '/sessions', element: <p>sessions page</p> }] },
      { Component: AdminRoute, children: [{ path: '/admin', element: <p>admin page</p> }] },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('protected-page guard', () => {
  it('shows the checking spinner first, then sends a signed-out visitor to login with the path and the banner', async () => {
    const router = renderAt('/sessions?page=2', { error: { code: 'unauthorized', message: 'x' } }, 401);
    expect(screen.getByRole('status').textContent).toContain('인증 상태를 확인하는 중');
    expect((await screen.findByText(/login from=/)).textContent).toBe(
      'login from=/sessions?page=2 message=guard.loginRequired',
    );
    // replace, not push: Back does not return to the page that bounced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user without a profile to onboarding', async () => {
    renderAt('/sessions', { user, profile: null, roles: ['user'], status: 'active' });
    expect(await screen.findByText('onboarding')).toBeTruthy();
  });

  it('lets the user in when the profile lookup itself failed', async () => {
    renderAt('/sessions', { user, profile: null, profileError: true, roles: ['user'], status: 'active' });
    expect(await screen.findByText('sessions page')).toBeTruthy();
  });

  it('renders the page for a signed-in user with a profile', async () => {
    renderAt('/sessions', { user, profile, roles: ['user'], status: 'active' });
    expect(await screen.findByText('sessions page')).toBeTruthy();
  });

  it('keeps a non-admin out of admin pages', async () => {
    renderAt('/admin', { user, profile, roles: ['user'], status: 'active' });
    expect(await screen.findByText('관리자만 볼 수 있는 페이지입니다.')).toBeTruthy();
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('lets an admin into admin pages', async () => {
    renderAt('/admin', { user: { ...user, role: 'admin' }, profile, roles: ['user', 'admin'], status: 'active' });
    expect(await screen.findByText('admin page')).toBeTruthy();
  });

  it('offers a retry when the sign-in check fails on the server', { timeout: 10_000 }, async () => {
    renderAt('/sessions', { error: { code: 'internal', message: 'x' } }, 500);
    // /api/me retries a 5xx twice (1 s, 2 s) before giving up.
    const alert = await screen.findByRole('alert', {}, { timeout: 6_000 });
    expect(alert.textContent).toContain('로그인 상태를 확인할 수 없습니다');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
