// Public surface of the session detail feature for other features (the router loads `route.ts` directly): the
// report's parts, which the public sample report shows with sample data.

export { ReportSections } from './components/feedback-tab.tsx';
export { LazyChartsTab } from './components/lazy-charts-tab.tsx';
export { MarkedText } from './components/marked-text.tsx';
export { OverviewTab } from './components/overview-tab.tsx';
