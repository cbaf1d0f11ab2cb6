import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'first' })}>
        one
      </button>
      <button type="button" onClick={() => toast({ title: 'second' })}>
        two
      </button>
    </>
  );
}

describe('toasts (one at a time, 5 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('a new toast replaces the one showing, and it closes itself after 5 seconds', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'one' }));
    fireEvent.click(screen.getByRole('button', { name: 'two' }));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText('second')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('second')).toBeNull();
  });
});
