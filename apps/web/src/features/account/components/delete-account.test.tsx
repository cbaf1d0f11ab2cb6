import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from './delete-account.tsx';

afterEach(() => vi.unstubAllGlobals());

async function setup() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ status: 'deletion_requested', deletedSessions: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccount onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '계정 삭제' }));
  // The dialog's Radix code arrives as its own chunk (components/ui/dialog.tsx): wait for the dialog to show.
  await screen.findByRole('dialog');
  const confirm = () => {
    const buttons = screen.getAllByRole('button', { name: '계정 삭제' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
  };
  return { fetchMock, onDeleted, confirm };
}

describe('account deletion', () => {
  it('requires a reason, and a detail for "other", before anything is sent', async () => {
    const { fetchMock, onDeleted, confirm } = await setup();
    confirm();
    expect(await screen.findByText('삭제 사유를 선택해주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('삭제 사유'), { target: { value: 'other' } });
    confirm();
    expect(await screen.findByText('기타를 선택한 경우 자세한 사유를 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('자세한 사유'), { target: { value: '  다른 앱을 씁니다 ' } });
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/deletion');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'other', detail: '다른 앱을 씁니다' });
  });

  it('sends a listed reason without a detail', async () => {
    const { fetchMock, onDeleted, confirm } = await setup();
    fireEvent.change(screen.getByLabelText('삭제 사유'), { target: { value: 'privacy_concerns' } });
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ reason: 'privacy_concerns' });
  });
});
