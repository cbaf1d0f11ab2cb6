import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ToastContext, useToastState } from './toast-context.ts';

const loadView = () => import('./toast.tsx');
const ToastView = lazy(() => loadView().then((module) => ({ default: module.ToastView })));

/**
 * The app shell's toast provider (same one-at-a-time rule as `ToastProvider`): Radix's toast code is fetched when
 * the browser is idle after the first paint, or with the first toast, instead of with the landing page.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const { toast, show, closed } = useToastState();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toast) setWanted(true);
  }, [toast]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => void loadView().catch(() => undefined));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {(wanted || toast) && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClosed={closed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
