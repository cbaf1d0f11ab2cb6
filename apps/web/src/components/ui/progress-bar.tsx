/** A determinate progress bar; `label` names it for assistive technology. */
export function ProgressBar({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${className}`}
    >
      <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-300" style={{ width: `${pct}%` }} />
    </div>
  );
}
