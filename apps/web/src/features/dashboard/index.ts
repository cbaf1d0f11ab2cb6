// Public surface of the dashboard feature for other features (the router loads `route.ts` directly).
export { BadgesPanel, LevelsPanel } from './components/levels-badges.tsx';
export type { ScoredSession } from './lib/progress.ts';
