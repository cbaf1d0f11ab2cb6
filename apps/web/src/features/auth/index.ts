// Public surface of the auth feature (used by the router, the header and other features).
export { isAdmin, meQueryOptions, useMe } from './api/me.ts';
export { type SignOutScope, useSignOut } from './api/sign-out.ts';
export {
  AdminRoute,
  type LoginNavigationState,
  OnboardingRoute,
  ProtectedRoute,
} from './components/protected-route.tsx';
export { SignOutDevices } from './components/sign-out-devices.tsx';
