/**
 * An open-loop load with steady arrivals: request n is due at start + n / rate, whatever the
 * answers to the earlier ones, and its latency runs from when it was due to the last byte of its
 * answer. autocannon's fixed rate is a quota per connection per second, which sends each second's
 * requests in a burst at its start; this is what a stream of independent visitors looks like
 * instead. Requests wait for a free connection when all are busy, and that wait counts.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: phase.connections });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let bytes = 0;
  let errors = 0;
  let timeouts = 0;
  let settled = 0;

  const build = () => {
    const fixed = {
      method: request.method ?? 'GET',
      path: request.path,
      headers: request.headers as Record<string, string> | undefined,
      body: request.body as string | Buffer | undefined,
    };
    const context: Record<string, unknown> = {};
    if (!template?.setupRequest) return { ...fixed, context };
    const built = template.setupRequest({ ...fixed }, context) as typeof fixed;
    return { ...fixed, ...built, context };
  };

  // Requests still out when the phase ends are cut off, so that no answer to one of them lands
  // in a later phase or in a scenario's checks.
  const inFlight = new Set<http.ClientRequest>();

  const send = (dueAt: number) => {
    const built = build();
    const target = loopbackUrl(baseUrl, built.path);
    const outgoing = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: target.pathname + target.search,
        method: built.method,
        headers: built.headers as http.OutgoingHttpHeaders | undefined,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (template?.onResponse) chunks.push(chunk);
        });
        response.on('end', () => {
          inFlight.delete(outgoing);
          latencies.push(performance.now() - dueAt);
          const code = String(response.statusCode ?? 0);
          statusCodes[code] = (statusCodes[code] ?? 0) + 1;
          settled++;
          template?.onResponse?.(
            response.statusCode ?? 0,
            Buffer.concat(chunks).toString('utf8'),
            built.context,
          );
        });
      },
    );
    outgoing.setTimeout(TIMEOUT_MS, () => {
      timeouts++;
      outgoing.destroy(new Error('timeout'));
    });
    outgoing.on('error', () => {
      if (!inFlight.delete(outgoing)) return;
      errors++;
      settled++;
    });
    inFlight.add(outgoing);
    if (built.body !== undefined) outgoing.write(built.body);
    outgoing.end();
  };

  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
    while (sent < due) {
      send(start + sent * intervalMs);
      sent++;
    }
    await sleep(1);
  }
  const deadline = performance.now() + TIMEOUT_MS + 1000;
  while (settled < total && performance.now() < deadline) await sleep(10);
  const durationSeconds = (performance.now() - start) / 1000;
  for (const outgoing of inFlight) {
    inFlight.delete(outgoing);
    timeouts++;
    outgoing.destroy();
  }
  agent.destroy();

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
