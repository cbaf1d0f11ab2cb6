export { JoinPage as Component } from './components/join-page.tsx';
