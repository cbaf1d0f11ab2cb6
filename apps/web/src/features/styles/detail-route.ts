export { StyleDetailPage as Component } from './components/style-detail-page.tsx';
