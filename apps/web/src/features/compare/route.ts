export { ComparePage as Component } from './components/compare-page.tsx';
