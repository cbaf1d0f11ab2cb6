export { SignupPage as Component } from '../signup-page.tsx';
