/**
 * A load whose every request is different: autocannon asks `build` for each request it sends
 * (one shared sequence across connections, warm-up and phases), and the answers are counted per
 * request. What autocannon sent but never heard back (cut off at the end of a phase, or timed
 * out) stays listed, so a scenario can find out afterwards what the server did with it.
 */
import type autocannon from 'autocannon';
import type { BenchRequest } from './bench-scenario.ts';

export interface BuiltRequest<Tag> {
  path: string;
  body: string;
  headers?: Record<string, string>;
  /** What the scenario needs to know about this request when its answer comes (or not). */
  tag: Tag;
}

export interface RotatingRequest<Tag> {
  request: BenchRequest;
  /** How many requests were sent, in total. */
  sent(): number;
  /** Answers so far by HTTP status. */
  statuses(): Record<string, number>;
  /** Requests sent and not answered. */
  unanswered(): Tag[];
}

export function createRotatingRequest<Tag>(options: {
  method: 'POST';
  /** A path standing for all of them, for the report and the loopback check. */
  path: string;
  build: (sequence: number) => BuiltRequest<Tag>;
  onAnswer?: (tag: Tag, status: number, body: string) => void;
}): RotatingRequest<Tag> {
  let sequence = 0;
  const pending = new Map<number, Tag>();
  const statuses: Record<string, number> = {};

  // autocannon calls setupRequest for every request it sends (the first one of each connection
  // when the connection is made) and onResponse with the same per-connection context.
  const rotating: autocannon.Request = {
    method: options.method,
    setupRequest: (request, context) => {
      const number = sequence++;
      const built = options.build(number);
      pending.set(number, built.tag);
      (context as { sequence?: number }).sequence = number;
      return {
        ...request,
        method: options.method,
        path: built.path,
        body: built.body,
        headers: { 'content-type': 'application/json', ...built.headers },
      };
    },
    onResponse: (status, body, context) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      const number = (context as { sequence?: number }).sequence;
      if (number === undefined) return;
      const tag = pending.get(number);
      pending.delete(number);
      if (tag !== undefined) options.onAnswer?.(tag, status, body);
    },
  };

  return {
    request: { path: options.path, method: options.method, requests: [rotating] },
    sent: () => sequence,
    statuses: () => ({ ...statuses }),
    unanswered: () => [...pending.values()],
  };
}
