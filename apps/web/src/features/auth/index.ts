// Public surface of the auth feature (used by the router, the header and other features). Who is signed in
// (`useMe`) is shared data: `src/api/me.ts`.
//
// Deliberately NOT imported through here (deep imports allowed in biome.json): the app shell loads
// `components/header-account-island.tsx` on demand and `components/signed-out-links.tsx` with the first paint;
// this index would bring the session check, guards and sign-out into the landing chunk.
export { type SignOutScope, useSignOut } from './api/sign-out.ts';
export {
  AdminRoute,
  type LoginNavigationState,
  OnboardingRoute,
  ProtectedRoute,
} from './components/protected-route.tsx';
export { SignOutDevices } from './components/sign-out-devices.tsx';
export { countdownTone, countdownToneClasses, formatCountdown, secondsUntil } from './lib/countdown.ts';
