import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** What a dialog shows; `description` is required so screen readers announce what the dialog is about. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * Radix's part of `Dialog` (dialog.tsx), in its own chunk: the screens that offer a dialog (session detail, sessions,
 * admin, account) fetch it after their first paint instead of before it (about 11 KB gzipped with its helpers).
 */
export function DialogView({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 data-[state=closed]:animate-out" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100">
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </RadixDialog.Description>
          {children}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
