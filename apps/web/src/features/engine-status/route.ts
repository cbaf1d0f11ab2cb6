export { EngineStatusPage as Component } from './components/engine-status-page.tsx';
