export { AuthIndexPage as Component } from '../auth-index-page.tsx';
