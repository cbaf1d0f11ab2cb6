export { ProfilePage as Component } from './components/profile-page.tsx';
