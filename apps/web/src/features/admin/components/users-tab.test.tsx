import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { UsersTab } from './users-tab.tsx';

const TOTAL = 120;
const user = (n: number) => ({
  id: `u${n}`,
  email: `user${n}@example.com`,
  role: 'user',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  creditBalance: 10,
  sessionCount: 0,
  storageBytes: 0,
});

function render() {
  return renderRoute(() => <UsersTab onAdjustCredits={() => {}} />, {
    path: '/admin',
    url: '/admin',
    handler: (url) => {
      if (url.pathname !== '/api/admin/users') return undefined;
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const q = url.searchParams.get('q') ?? '';
      const all = Array.from({ length: TOTAL }, (_, i) => user(i + 1)).filter((u) => u.email.includes(q));
      return { body: { items: all.slice(offset, offset + limit), total: all.length } };
    },
  });
}

describe('admin users tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pages through every user, 50 at a time, with the total', async () => {
    const { requests } = render();
    expect(await screen.findByText('user1@example.com')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '사용자 목록 페이지 이동' });
    expect(within(nav).getByText('1 / 3 페이지 (총 120명)')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(nav).getByRole('button', { name: '다음' }));
    fireEvent.click(await within(nav).findByRole('button', { name: '다음' }));
    expect(await screen.findByText('user101@example.com')).toBeTruthy();
    expect(screen.getByText('3 / 3 페이지 (총 120명)')).toBeTruthy();
    expect(screen.queryByText('user1@example.com')).toBeNull();
    expect((within(nav).getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.map((r) => r.url.searchParams.get('offset'))).toContain('100');
  });

  it('goes back to the first page when the search changes', async () => {
    render();
    await screen.findByText('user1@example.com');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('2 / 3 페이지 (총 120명)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('이메일 검색'), { target: { value: 'user11' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    // user11, user110–119: eleven matches on one page.
    expect(await screen.findByText('1 / 1 페이지 (총 11명)')).toBeTruthy();
    expect(screen.getByText('user110@example.com')).toBeTruthy();
  });
});
