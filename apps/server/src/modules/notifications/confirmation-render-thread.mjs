// Entry of the confirmation render thread (confirmation-renderer.ts). Plain JavaScript, so the
// thread starts the same way under tsx (dev, bench, production), vitest and plain Node: Node 20
// does not apply the parent's `--import tsx` to a worker's entry, so the TypeScript is loaded
// through tsx's API here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./confirmation-render-worker.ts', import.meta.url);
