import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export type ToastInput = { title: string; description?: string; tone?: 'success' | 'error' | 'info' };

export type ToastState = ToastInput & { id: number };

/** Kept apart from the Radix view (toast.tsx), so any screen can raise a toast without downloading Radix first. */
export const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  return useMemo(
    () =>
      show ??
      (() => {
        throw new Error('useToast needs <ToastProvider>');
      }),
    [show],
  );
}

/** The one-toast rule shared by both providers: a new toast replaces the one showing (keyed by id). */
export function useToastState() {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: Date.now() + Math.random() }), []);
  // Only this toast's own close clears it; a replaced toast closing late must not clear its successor.
  const closed = useCallback((id: number) => setToast((current) => (current?.id === id ? null : current)), []);
  return { toast, show, closed };
}
