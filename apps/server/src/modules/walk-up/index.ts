/** What other modules may use of the box office's walk-up sale: its routes (decision 059). */
export { type WalkUpDeps } from './walk-up-deps.ts';
export { walkUpRoutes } from './walk-up-routes.ts';
