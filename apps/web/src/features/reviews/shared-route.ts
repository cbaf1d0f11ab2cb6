export { SharedPage as Component } from './components/shared-page.tsx';
