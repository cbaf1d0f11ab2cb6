// Public surface of the peer feedback feature for other features (the router loads the route files directly).

export { adminReviewCountsQueryOptions, reviewAudioUrl, reviewSessionQueryOptions } from './api/reviews.ts';
export {
  LazyLineComments,
  LazyReportItemComments,
  LazyReviewsPanel,
  LazyShareButton,
} from './components/lazy-reviews.tsx';
export { LineComments, ReportItemComments, ReviewsPanel, useSessionThreads } from './components/review-panels.tsx';
