import type { SessionDetail, TranscriptSegment } from '@cuecoach/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { i18n } from '@/lib/i18n.ts';

/**
 * The peer feedback parts of the instructor's session page, loaded after the page itself with their texts: the
 * session page must stay within its download budget (docs/web.md#budgets), and most visits never comment. Until a
 * part has loaded it shows nothing (a transcript line is complete without its comments).
 */
async function withTexts<P extends object>(load: Promise<ComponentType<P>>) {
  const [component] = await Promise.all([load, i18n.loadNamespaces('reviews')]);
  return { default: component };
}

const panels = () => import('./review-panels.tsx');
const LineCommentsPart = lazy(() => withTexts(panels().then((m) => m.OwnLineComments)));
const ReportItemCommentsPart = lazy(() => withTexts(panels().then((m) => m.OwnReportItemComments)));
const ReviewsPanelPart = lazy(() => withTexts(panels().then((m) => m.ReviewsPanel)));
const ShareButtonPart = lazy(() => withTexts(import('./share-dialog.tsx').then((m) => m.ShareButton)));

type OnPlay = { onPlay?: (sec: number) => void };

export function LazyLineComments(props: { sessionId: string; index: number; segment: TranscriptSegment } & OnPlay) {
  return (
    <Suspense fallback={null}>
      <LineCommentsPart {...props} />
    </Suspense>
  );
}

export function LazyReportItemComments(props: { sessionId: string; sec: number | undefined } & OnPlay) {
  return (
    <Suspense fallback={null}>
      <ReportItemCommentsPart {...props} />
    </Suspense>
  );
}

export function LazyReviewsPanel(props: { sessionId: string } & OnPlay) {
  return (
    <Suspense fallback={null}>
      <ReviewsPanelPart {...props} />
    </Suspense>
  );
}

export function LazyShareButton(props: { session: SessionDetail }) {
  return (
    <Suspense fallback={null}>
      <ShareButtonPart {...props} />
    </Suspense>
  );
}
