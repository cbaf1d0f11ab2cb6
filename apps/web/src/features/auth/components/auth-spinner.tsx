/** Full-area spinner with a status message (used while the sign-in state is being checked). */
export function AuthSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-600 dark:text-slate-300">
      <span
        aria-hidden="true"
        className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent"
      />
      <span>{label}</span>
    </div>
  );
}
