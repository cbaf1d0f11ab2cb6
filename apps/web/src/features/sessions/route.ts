export { SessionsPage as Component } from './components/sessions-page.tsx';
