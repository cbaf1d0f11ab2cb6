import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { listItem, renderRoute } from '@/testing/render-route.tsx';
import { SessionsPage } from './sessions-page.tsx';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const c = '33333333-3333-4333-8333-333333333333';

describe('sessions list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  function setup(items = [listItem(a, 'Alpha'), listItem(b, 'Beta'), listItem(c, 'Gamma')]) {
    let remaining = items;
    return renderRoute(SessionsPage, {
      path: '/sessions',
      url: '/sessions',
      handler: (url, init) => {
        if (url.pathname === '/api/sessions' && init.method === 'GET') {
          return { body: { items: remaining, total: remaining.length, page: 1, pageSize: 20 } };
        }
        if (url.pathname === '/api/sessions/bulk-delete') {
          const ids = JSON.parse(String(init.body)).ids as string[];
          remaining = remaining.filter((s) => !ids.includes(s.id));
          return { body: { deleted: ids, notFound: [] } };
        }
        return undefined;
      },
    });
  }

  it('compares exactly two selected sessions', async () => {
    const { router } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Alpha 선택' }));
    const compare = screen.getByRole('button', { name: '선택한 두 세션 비교' }) as HTMLButtonElement;
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beta 선택' }));
    expect(compare.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma 선택' }));
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma 선택' }));
    fireEvent.click(compare);
    await act(async () => {});
    expect(router.state.location.pathname).toBe(`/compare/${a}/${b}`);
  });

  it('bulk-deletes the selection only after confirmation, then shows what is left', async () => {
    const { requests } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Alpha 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '세션 2개를 삭제할까요?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('세션 2개를 삭제했습니다.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: [a, c] });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Beta' })).toBeTruthy();
  });

  it('searches once the user pauses typing, and keeps the filter in the URL', async () => {
    const { requests, router } = setup();
    const search = await screen.findByLabelText('제목·태그 검색');
    fireEvent.change(search, { target: { value: 'Al' } });
    fireEvent.change(search, { target: { value: 'Alpha' } });
    await vi.waitFor(() => expect(requests.some((r) => r.url.searchParams.get('q') === 'Alpha')).toBe(true));
    expect(requests.some((r) => r.url.searchParams.get('q') === 'Al')).toBe(false);
    expect(router.state.location.search).toBe('?q=Alpha');
  });

  it('an empty account leads to the upload page', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: '아직 세션이 없습니다' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '새 수업 업로드' });
    expect(links.every((l) => l.getAttribute('href') === '/upload')).toBe(true);
  });
});
