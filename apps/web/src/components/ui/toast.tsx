import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastState, useToastState } from './toast-context.ts';

export { useToast } from './toast-context.ts';

/** How long a toast stays (then it closes by itself). */
export const toastDurationMs = 5_000;

/**
 * The toast itself: Radix's provider, the one toast showing and the viewport. `onClosed` gets the id of the toast
 * that closed (its own close button or the 5 s timer).
 */
export function ToastView({ toast, onClosed }: { toast: ToastState | null; onClosed: (id: number) => void }) {
  const { t } = useTranslation('ui');
  const tone = toast?.tone ?? 'info';
  const toneClasses = {
    success: 'border-emerald-300 dark:border-emerald-800',
    error: 'border-red-300 dark:border-red-800',
    info: 'border-slate-200 dark:border-slate-700',
  }[tone];
  return (
    <RadixToast.Provider duration={toastDurationMs} label={t('notifications')}>
      {toast && (
        <RadixToast.Root
          key={toast.id}
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
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
  );
}

/**
 * Only one toast at a time. A new toast replaces the one showing (keyed by id so Radix restarts
 * its 5 s timer) instead of stacking. The app shell uses `ToastHost`, which loads this view on the first toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toast, show, closed } = useToastState();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastView toast={toast} onClosed={closed} />
    </ToastContext.Provider>
  );
}
