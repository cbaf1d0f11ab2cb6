import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Keyboard-navigable tabs (arrow keys, Home/End) on Radix. */
export function Tabs({
  value,
  onValueChange,
  label,
  items,
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  items: { value: string; label: string; content: ReactNode }[];
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        aria-label={label}
        className="no-print mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-indigo-300"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="focus-visible:outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
