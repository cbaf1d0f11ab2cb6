import { lazy } from 'react';

/**
 * The charts tab, loaded when it is first shown: Recharts is the largest library in the app (≈ 100 KB gz), and
 * both the session page and the public sample report open on another tab. Render it inside a `<Suspense>`.
 */
export const LazyChartsTab = lazy(() => import('./charts-tab.tsx').then((m) => ({ default: m.ChartsTab })));
