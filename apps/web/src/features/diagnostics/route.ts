export { DebugPage as Component } from './components/debug-page.tsx';
