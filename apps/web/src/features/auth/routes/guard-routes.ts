import { withQueryClient } from '@/api/with-query-client.tsx';
import { AdminRoute, OnboardingRoute, ProtectedRoute } from '../components/protected-route.tsx';

// The route guards, loaded with the first protected screen (the sign-in check needs TanStack Query, which the
// public pages do not download before their first paint).
export const ProtectedGuard = withQueryClient(ProtectedRoute);
export const AdminGuard = withQueryClient(AdminRoute);
export const OnboardingGuard = withQueryClient(OnboardingRoute);
