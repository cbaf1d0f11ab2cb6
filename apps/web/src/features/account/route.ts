export { AccountPage as Component } from './components/account-page.tsx';
