export { OnboardingPage as Component } from './onboarding-page.tsx';
