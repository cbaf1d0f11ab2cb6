export { AdminCreditsPage as Component } from './components/admin-page.tsx';
