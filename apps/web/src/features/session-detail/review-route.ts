export { ReviewSessionPage as Component } from './components/review-session-page.tsx';
