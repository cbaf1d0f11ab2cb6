// Public surface of the session detail feature for other features (the router loads `route.ts` directly): the
// report's parts, which the public sample report shows with sample data.
export { ChartsTab } from './components/charts-tab.tsx';
export { ReportSections } from './components/feedback-tab.tsx';
export { MarkedText } from './components/marked-text.tsx';
export { OverviewTab } from './components/overview-tab.tsx';
