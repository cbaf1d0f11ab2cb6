import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-context.ts';
import { debugStore } from './debug-store.ts';
import { buildDiagnostics, copyDiagnostics, downloadDiagnostics } from './diagnostics-bundle.ts';

/** Copy / download with the toasts; the bundle is built at the moment of the click. */
export function useDiagnosticsActions() {
  const { t } = useTranslation('diagnostics');
  const toast = useToast();
  const copy = useCallback(async () => {
    try {
      await copyDiagnostics(buildDiagnostics(debugStore.getSnapshot()));
      toast({ title: t('toast.copied'), tone: 'success' });
    } catch {
      toast({ title: t('toast.copyFailed'), description: t('toast.copyFailedHint'), tone: 'error' });
    }
  }, [t, toast]);
  const download = useCallback(() => {
    try {
      downloadDiagnostics(buildDiagnostics(debugStore.getSnapshot()));
      toast({ title: t('toast.downloaded'), tone: 'success' });
    } catch {
      toast({ title: t('toast.downloadFailed'), tone: 'error' });
    }
  }, [t, toast]);
  return { copy, download };
}
