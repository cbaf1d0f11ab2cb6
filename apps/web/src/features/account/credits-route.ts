export { CreditsPage as Component } from './components/credits-page.tsx';
