export { DashboardPage as Component } from './components/dashboard-page.tsx';
