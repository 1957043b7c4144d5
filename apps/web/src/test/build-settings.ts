import { env, type Env } from '../config/env.ts';

/**
 * Changes the build settings the app reads (`VITE_*`) for one test; answers the function that puts
 * them back, for `onTestFinished` or as a `beforeEach`'s cleanup: a setting left changed would
 * reach the next test of the file.
 */
export function changeBuildSettings(changes: Partial<Env>): () => void {
  const built = { ...env };
  Object.assign(env, changes);
  return () => {
    Object.assign(env, built);
  };
}
