export { AdminPage as Component } from './components/admin-page.tsx';
