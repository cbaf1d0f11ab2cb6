import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const toastDurationMs = 5_000; // spec §9

type ToastInput = { title: string; description?: string; tone?: 'success' | 'error' | 'info' };
type ToastState = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/**
 * Spec §4/§9: only one toast at a time. A new toast replaces the one showing (keyed by id so Radix restarts
 * its 5 s timer) instead of stacking.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: Date.now() + Math.random() }), []);
  const tone = toast?.tone ?? 'info';
  const toneClasses = {
    success: 'border-emerald-300 dark:border-emerald-800',
    error: 'border-red-300 dark:border-red-800',
    info: 'border-slate-200 dark:border-slate-700',
  }[tone];
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={toastDurationMs} label={t('notifications')}>
        {children}
        {toast && (
          <RadixToast.Root
            key={toast.id}
            onOpenChange={(open) => {
              // Only this toast's own close clears it; a replaced toast closing late must not clear its successor.
              const id = toast.id;
              if (!open) setToast((current) => (current?.id === id ? null : current));
            }}
            className={`no-print rounded-xl border bg-white p-4 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100 ${toneClasses}`}
          >
            <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {toast.description}
              </RadixToast.Description>
            )}
            <RadixToast.Close
              aria-label={t('close')}
              className="absolute top-2 right-3 rounded px-1 text-slate-500 hover:text-slate-900 dark:hover:text-white"
            >
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        <RadixToast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-[min(92vw,22rem)] flex-col gap-2 outline-none [&>li]:relative" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

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
