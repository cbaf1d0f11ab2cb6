// The landing page, imported eagerly by the router (it is the first paint, not a lazy route).
export { LandingPage } from './landing-page.tsx';
