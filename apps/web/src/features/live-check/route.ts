export { LiveCheckPage as Component } from './components/live-check-page.tsx';
