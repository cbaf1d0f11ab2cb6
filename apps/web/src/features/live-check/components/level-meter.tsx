/** Loudness shown from -60 dBFS (empty) to 0 dBFS (full); speech for a good recording sits around -30 to -15. */
const FLOOR_DB = -60;

const fraction = (db: number) => Math.max(0, Math.min(1, (db - FLOOR_DB) / -FLOOR_DB));

export function LevelMeter(props: {
  rmsDb: number;
  peakDb: number;
  clipping: boolean;
  label: string;
  valueText: string;
}) {
  const level = fraction(props.rmsDb);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot show the peak marker over the level.
    <div
      role="meter"
      aria-label={props.label}
      aria-valuemin={FLOOR_DB}
      aria-valuemax={0}
      aria-valuenow={Math.max(FLOOR_DB, Math.round(props.rmsDb))}
      aria-valuetext={props.valueText}
      className="relative mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={`h-full transition-[width] duration-100 ${props.clipping ? 'bg-red-600' : 'bg-emerald-600'}`}
        style={{ width: `${level * 100}%` }}
      />
      <div
        className="absolute top-0 h-full w-0.5 bg-slate-900 dark:bg-white"
        style={{ left: `${fraction(props.peakDb) * 100}%` }}
        aria-hidden="true"
      />
    </div>
  );
}
