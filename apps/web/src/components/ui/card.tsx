import type { ComponentProps } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function Card({ className = '', ...props }: ComponentProps<'section'>) {
  return (
    <section
      {...props}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid print:shadow-none dark:border-slate-800 dark:bg-slate-900 ${className}`}
    />
  );
}

/** The page's heading; also the document title (useDocumentTitle). */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
