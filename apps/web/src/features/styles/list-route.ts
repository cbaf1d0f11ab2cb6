export { StylesPage as Component } from './components/styles-page.tsx';
