export { SessionDetailPage as Component } from './components/session-detail-page.tsx';
