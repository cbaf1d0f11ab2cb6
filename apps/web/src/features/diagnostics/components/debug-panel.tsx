import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { type DebugSnapshot, debugStore } from '../lib/debug-store.ts';
import { useDebugSnapshot } from '../lib/use-debug-snapshot.ts';
import { ActionsTab, ConnectivityTab, OverviewTab } from './debug-info-tabs.tsx';
import { ErrorsTab, LogsTab, NetworkTab } from './debug-log-tabs.tsx';

/** The refresh indicator shows for 500 ms. */
export const refreshIndicatorMs = 500;

const tabValues = ['overview', 'network', 'errors', 'logs', 'connectivity', 'actions'] as const;
type TabValue = (typeof tabValues)[number];

/**
 * Debug panel. The log tabs show a snapshot taken when the panel opens (rows do not jump while being
 * read); "refresh logs" takes a new one, and the header says how many entries arrived since.
 */
export function DebugPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('diagnostics');
  const toast = useToast();
  const live = useDebugSnapshot();
  const [view, setView] = useState<{ at: Date; snapshot: DebugSnapshot }>(() => ({
    at: new Date(),
    snapshot: debugStore.getSnapshot(),
  }));
  const [tab, setTab] = useState<TabValue>('overview');
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = useCallback(() => {
    setView({ at: new Date(), snapshot: debugStore.getSnapshot() });
    setRefreshing(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefreshing(false), refreshIndicatorMs);
  }, []);

  const clear = useCallback(() => {
    debugStore.clear();
    setView({ at: new Date(), snapshot: debugStore.getSnapshot() });
    toast({ title: t('toast.cleared'), tone: 'success' });
  }, [t, toast]);

  const shown = view.snapshot;
  const newCount =
    countNew(live.requests, shown.requests) + countNew(live.errors, shown.errors) + countNew(live.logs, shown.logs);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[min(96vw,60rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{t('panel.title')}</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t('panel.description')}
              </RadixDialog.Description>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                {t('panel.snapshot', { time: view.at.toLocaleTimeString(i18n.language) })}
                {newCount > 0 && (
                  <>
                    {' · '}
                    <button
                      type="button"
                      onClick={refresh}
                      className="font-semibold text-indigo-700 underline dark:text-indigo-300"
                    >
                      {t('panel.newEntries', { count: newCount })}
                    </button>
                  </>
                )}
              </p>
            </div>
            <RadixDialog.Close asChild>
              <Button variant="secondary">{t('panel.close')}</Button>
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto p-5">
            <Tabs
              value={tab}
              onValueChange={(value) => setTab(value as TabValue)}
              label={t('panel.tabsLabel')}
              items={[
                { value: 'overview', label: t('tabs.overview'), content: <OverviewTab live={live} shown={shown} /> },
                { value: 'network', label: t('tabs.network'), content: <NetworkTab entries={shown.requests} /> },
                { value: 'errors', label: t('tabs.errors'), content: <ErrorsTab entries={shown.errors} /> },
                { value: 'logs', label: t('tabs.logs'), content: <LogsTab entries={shown.logs} /> },
                { value: 'connectivity', label: t('tabs.connectivity'), content: <ConnectivityTab /> },
                {
                  value: 'actions',
                  label: t('tabs.actions'),
                  content: (
                    <ActionsTab enabled={live.enabled} refreshing={refreshing} onRefresh={refresh} onClear={clear} />
                  ),
                },
              ]}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// Entries are appended (and the oldest dropped), so "new" = live entries whose id the snapshot lacks.
function countNew(live: readonly { id: string }[], shown: readonly { id: string }[]): number {
  const seen = new Set(shown.map((e) => e.id));
  return live.filter((e) => !seen.has(e.id)).length;
}
