/**
 * An open-loop load with steady arrivals: request n is due at start + n / rate, whatever the
 * answers to the earlier ones, and its latency runs from when it was due to the last byte of its
 * answer. autocannon's fixed rate is a quota per connection per second, which sends each second's
 * requests in a burst at its start; this is what a stream of independent visitors looks like
 * instead. Requests wait for a free connection when all are busy, and that wait counts.
 *
 * It speaks HTTP/1.1 over plain sockets, with autocannon's parser (http-parser-js), rather than
 * through node:http's client: the load generator shares the two cores with the server and the
 * database, and node:http cost about 0.27 ms of CPU per request here against autocannon's 0.07
 * to 0.14 (measured 2026-11-22 at `042d668` on a 2-core AMD EPYC guest), CPU the server then did not have.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { HTTPParser } from 'http-parser-js';
import type { BenchRequest, LoadPhase, PhaseResult } from './bench-scenario.ts';
import { loopbackUrl } from './run-load.ts';

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** The parts of an autocannon request template a paced load uses. */
interface RequestTemplate {
  setupRequest?: (request: object, context: object) => object;
  onResponse?: (status: number, body: string, context: object) => void;
}

export async function runPacedLoad(
  baseUrl: string,
  request: BenchRequest,
  phase: LoadPhase,
): Promise<Omit<PhaseResult, 'cpu'>> {
  const url = loopbackUrl(baseUrl, request.path);
  // One fixed request, or one autocannon request template (a rotating request): it is asked for
  // each request's path and body, and told each answer, as autocannon would.
  const template = request.requests?.[0] as RequestTemplate | undefined;
  if ((request.requests && request.requests.length !== 1) || phase.overallRate === undefined) {
    throw new Error('a paced phase needs one request (fixed or rotating) and an overallRate');
  }
  const rate = phase.overallRate;
  const total = Math.round(rate * phase.durationSeconds);
  const intervalMs = 1000 / rate;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let bytes = 0;
  let errors = 0;
  let timeouts = 0;
  let settled = 0;

  interface Pending {
    dueAt: number;
    /** The whole request as it goes on the wire. */
    wire: Buffer;
    context: object;
    sentAt?: number;
  }
  interface Connection {
    socket: net.Socket;
    parser: HTTPParser;
    current: Pending | undefined;
    status: number;
    chunks: Buffer[];
  }
  const waiting: Pending[] = [];
  let waitingHead = 0;
  const idle: Connection[] = [];
  const open = new Set<Connection>();

  const build = (dueAt: number): Pending => {
    const fixed = {
      method: request.method ?? 'GET',
      path: request.path,
      headers: request.headers as Record<string, string> | undefined,
      body: request.body as string | Buffer | undefined,
    };
    const context: Record<string, unknown> = {};
    const built = template?.setupRequest
      ? { ...fixed, ...(template.setupRequest({ ...fixed }, context) as typeof fixed) }
      : fixed;
    const target = loopbackUrl(baseUrl, built.path);
    const body = built.body === undefined ? undefined : Buffer.from(built.body);
    let head = `${built.method} ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${url.host}\r\n`;
    for (const [name, value] of Object.entries(built.headers ?? {}))
      head += `${name}: ${value}\r\n`;
    if (body) head += `Content-Length: ${body.length}\r\n`;
    head += '\r\n';
    // One write per request, as autocannon sends it: the head and the body written apart went
    // out as two packets (no Nagle), and the server woke twice to read one request.
    const wire = body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
    return { dueAt, wire, context };
  };

  const settle = (connection: Connection, failure?: 'error' | 'timeout') => {
    const done = connection.current!;
    connection.current = undefined;
    settled++;
    if (failure === 'timeout') timeouts++;
    else if (failure === 'error') errors++;
    else {
      latencies.push(performance.now() - done.dueAt);
      const code = String(connection.status);
      statusCodes[code] = (statusCodes[code] ?? 0) + 1;
      template?.onResponse?.(
        connection.status,
        Buffer.concat(connection.chunks).toString('utf8'),
        done.context,
      );
    }
    connection.chunks = [];
  };

  const drop = (connection: Connection, failure: 'error' | 'timeout') => {
    if (!open.delete(connection)) return;
    const at = idle.indexOf(connection);
    if (at !== -1) idle.splice(at, 1);
    if (connection.current) settle(connection, failure);
    connection.socket.destroy();
    dispatch();
  };

  const connect = (): Connection => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      parser: new HTTPParser(HTTPParser.RESPONSE),
      current: undefined,
      status: 0,
      chunks: [],
    };
    connection.parser[HTTPParser.kOnHeadersComplete] = (info) => {
      connection.status = info.statusCode;
    };
    connection.parser[HTTPParser.kOnBody] = (chunk, start, length) => {
      bytes += length;
      if (template?.onResponse) connection.chunks.push(chunk.subarray(start, start + length));
    };
    connection.parser[HTTPParser.kOnMessageComplete] = () => {
      settle(connection);
      idle.push(connection);
      dispatch();
    };
    socket.on('data', (chunk: Buffer) => {
      if (connection.parser.execute(chunk) instanceof Error) drop(connection, 'error');
    });
    socket.on('error', () => drop(connection, 'error'));
    socket.on('close', () => drop(connection, 'error'));
    open.add(connection);
    return connection;
  };

  // Hands waiting requests to idle connections, opening new ones up to the phase's number.
  const dispatch = () => {
    while (waitingHead < waiting.length) {
      const connection = idle.pop() ?? (open.size < phase.connections ? connect() : undefined);
      if (!connection) return;
      const next = waiting[waitingHead]!;
      waiting[waitingHead++] = undefined as unknown as Pending;
      connection.current = next;
      next.sentAt = performance.now();
      connection.socket.write(next.wire);
    }
  };

  // A request the server has not answered within the timeout loses its connection.
  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const connection of [...open]) {
      if (connection.current?.sentAt !== undefined && now - connection.current.sentAt > TIMEOUT_MS)
        drop(connection, 'timeout');
    }
  }, 250);

  // Every millisecond, whatever is due goes out (a plain interval: a promise per tick cost more).
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
      while (sent < due) {
        waiting.push(build(start + sent * intervalMs));
        sent++;
      }
      dispatch();
      if (sent < total) return;
      clearInterval(ticker);
      resolve();
    };
    const ticker = setInterval(tick, 1);
    tick();
  });
  const deadline = performance.now() + TIMEOUT_MS + 1000;
  while (settled < total && performance.now() < deadline) await sleep(10);
  const durationSeconds = (performance.now() - start) / 1000;
  // Requests still out when the phase ends are cut off, so that no answer to one of them lands
  // in a later phase or in a scenario's checks.
  clearInterval(watchdog);
  timeouts += total - settled;
  for (const connection of open) connection.socket.destroy();
  open.clear();

  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
  return {
    phase: phase.name,
    connections: phase.connections,
    targetRate: rate,
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / phase.durationSeconds),
    latencyMs: {
      mean: Math.round(mean * 100) / 100,
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: percentile(latencies, 1),
    },
    non2xx,
    statusCodes,
    errors,
    timeouts,
    megabytesPerSecond: Math.round((bytes / durationSeconds / 1e6) * 10) / 10,
  };
}
