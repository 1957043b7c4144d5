/**
 * Runs inside the confirmation render thread: renders each view it is sent and answers the
 * e-mail parts with the request's id. The thread lowers its own scheduling priority, so under
 * load the CPU goes to requests first and confirmations catch up when the server is less busy.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ConfirmationView } from './confirmation-view.ts';
import { renderConfirmation } from './render-confirmation.ts';

/** Linux nice value of the render thread: well behind requests, not starved while they run. */
const RENDER_THREAD_NICE = 10;

export interface RenderRequest {
  id: number;
  view: ConfirmationView;
}

export type RenderAnswer =
  | { id: number; rendered: Awaited<ReturnType<typeof renderConfirmation>> }
  | { id: number; error: { name: string; message: string; stack: string | undefined } };

/**
 * On Linux a thread has its own nice value: /proc/thread-self names this thread's id. Elsewhere,
 * or when it is not allowed, the thread renders at normal priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1];
    if (threadId) setPriority(Number(threadId), RENDER_THREAD_NICE);
  } catch {
    // Not Linux, or no permission: normal priority.
  }
}

const port = parentPort;
if (!port) throw new Error('confirmation-render-worker.ts runs as a worker thread only');
lowerThreadPriority();
port.on('message', (request: RenderRequest) => {
  renderConfirmation(request.view).then(
    (rendered) => port.postMessage({ id: request.id, rendered } satisfies RenderAnswer),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      port.postMessage({
        id: request.id,
        error: { name: failure.name, message: failure.message, stack: failure.stack },
      } satisfies RenderAnswer);
    },
  );
});
