import type { TranscriptSegment } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { markRuns } from '../lib/cue-timeline.ts';

const markClasses = {
  filler: 'rounded bg-orange-200 px-0.5 text-orange-950',
  cue: 'rounded bg-sky-200 px-0.5 text-sky-950',
} as const;

/** One transcript segment's text with its fillers (orange) and cues (blue) marked, each titled with its kind. */
export function MarkedText({ segment }: { segment: TranscriptSegment }) {
  const { t } = useTranslation(['sessionDetail', 'sessions']);
  return (
    <span className="leading-relaxed">
      {markRuns(segment).map((r, k) =>
        r.kind === 'plain' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable segment
          <span key={k}>{r.text}</span>
        ) : (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable segment
            key={k}
            title={
              r.kind === 'filler'
                ? t('sessionDetail:transcript.filler')
                : t(`sessions:cueCategory.${r.category ?? 'breathing'}`)
            }
            className={markClasses[r.kind === 'filler' ? 'filler' : 'cue']}
          >
            {r.text}
          </mark>
        ),
      )}
    </span>
  );
}
