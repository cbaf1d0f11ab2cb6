import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Keyboard-navigable tabs (arrow keys, Home/End) on Radix. */
export function Tabs({
  value,
  onValueChange,
  label,
  items,
  printAll = false,
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  /** `print: false` leaves a panel out of the printout. */
  items: { value: string; label: string; content: ReactNode; print?: boolean }[];
  /** Print every panel (marked `print: false` excepted), not just the one on screen. */
  printAll?: boolean;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        aria-label={label}
        className="no-print mb-6 flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-800"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap sm:px-4 font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-indigo-300"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.value === value || !printAll ? (
          <RadixTabs.Content
            key={item.value}
            value={item.value}
            className={`focus-visible:outline-none print:mb-8 ${item.print === false ? 'print:hidden' : ''}`}
          >
            {item.content}
          </RadixTabs.Content>
        ) : item.print === false ? null : (
          // Inactive panels exist only on paper, so a printout holds the whole report in tab order.
          <div key={item.value} className="hidden print:mb-8 print:block">
            {item.content}
          </div>
        ),
      )}
    </RadixTabs.Root>
  );
}
