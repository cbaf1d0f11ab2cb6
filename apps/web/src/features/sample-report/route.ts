export { SampleReportPage as Component } from './components/sample-report-page.tsx';
