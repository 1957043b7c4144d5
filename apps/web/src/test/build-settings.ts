import { env, type Env } from '../config/env.ts';

/**
 * Changes the build settings the app reads (`VITE_*`) for one test; answers the function that puts
 * them back, for `onTestFinished` or as a `beforeEach`'s cleanup. Test files share a worker's
 * modules (decision 099): a setting left changed would reach the next file.
 */
export function changeBuildSettings(changes: Partial<Env>): () => void {
  const built = { ...env };
  Object.assign(env, changes);
  return () => {
    Object.assign(env, built);
  };
}
