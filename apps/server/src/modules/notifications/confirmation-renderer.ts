/**
 * Renders confirmations on a worker thread, off the thread that answers requests: the tickets
 * PDF (pdfkit, QR codes) and the HTML cost several milliseconds of CPU per order, which on the
 * request thread delayed every order placed while the outbox was being delivered.
 *
 * One thread per process, started on first use and restarted if it dies; it keeps the process
 * alive only while a render is in flight. Messages are delivered one at a time (deliver-outbox),
 * so one thread is enough.
 */
import { Worker } from 'node:worker_threads';
import type { ConfirmationView } from './confirmation-view.ts';
import type { RenderAnswer, RenderRequest } from './confirmation-render-worker.ts';
import type { RenderConfirmation, RenderedConfirmation } from './render-confirmation.ts';

const entry = new URL('./confirmation-render-thread.mjs', import.meta.url);

interface Pending {
  resolve: (rendered: RenderedConfirmation) => void;
  reject: (error: Error) => void;
}

export function createThreadRenderer(): { render: RenderConfirmation; close(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const thread = new Worker(entry);
    thread.unref();
    thread.on('message', (answer: RenderAnswer) => {
      const request = pending.get(answer.id);
      if (!request) return;
      pending.delete(answer.id);
      if (pending.size === 0) thread.unref();
      if ('error' in answer) {
        const error = new Error(answer.error.message);
        error.name = answer.error.name;
        error.stack = answer.error.stack;
        request.reject(error);
      } else {
        // Structured cloning hands the Buffer over as a plain Uint8Array.
        const { pdf } = answer.rendered;
        request.resolve({
          ...answer.rendered,
          pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
        });
      }
    });
    thread.on('error', (error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the confirmation render thread stopped (exit code ${code})`));
    });
    return thread;
  }

  return {
    render(view: ConfirmationView) {
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      return new Promise<RenderedConfirmation>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ id, view } satisfies RenderRequest);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

let shared: ReturnType<typeof createThreadRenderer> | undefined;

/** The process's render thread, shared by every outbox handler. */
export const renderConfirmationInThread: RenderConfirmation = (view) => {
  shared ??= createThreadRenderer();
  return shared.render(view);
};
