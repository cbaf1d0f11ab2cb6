import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import type { DialogProps } from './dialog-view.tsx';

export type { DialogProps };

const loadView = () => import('./dialog-view.tsx');
const DialogView = lazy(() => loadView().then((module) => ({ default: module.DialogView })));

/**
 * A modal dialog on Radix (focus trap, Escape, return focus). Radix's code (dialog-view.tsx) is fetched when the
 * browser is idle after the first paint, or with the first opening, instead of before the screen can show (it was
 * ~11 KB gzipped of the session detail and admin screens' first download). Nothing renders before the
 * first opening; from then on the view stays mounted, so Radix animates the closing and returns focus as before.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => void loadView().catch(() => undefined));
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}

/** Yes/no confirmation for destructive or costly actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  destructive = false,
  error,
  children,
}: {
  children?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {children}
    </Dialog>
  );
}
