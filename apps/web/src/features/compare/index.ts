// Public surface of the compare feature for other features (the router loads `route.ts` directly).
export { ComparePage } from './components/compare-page.tsx';
