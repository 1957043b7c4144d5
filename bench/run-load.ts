/** Runs one autocannon phase against the loopback server and keeps the numbers the report needs. */
import autocannon from 'autocannon';
import type { BenchRequest, LoadPhase, PhaseResult } from './bench-scenario.ts';

/** The URL to load, refused unless it is on this machine: a benchmark never loads anyone else. */
export function loopbackUrl(baseUrl: string, path: string): URL {
  const url = new URL(path, baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`refusing to load a non-loopback target: ${url.host}`);
  }
  return url;
}

/** The phase's numbers; the caller adds the CPU it measured around it. */
export async function runLoad(
  baseUrl: string,
  request: BenchRequest,
  phase: LoadPhase,
): Promise<Omit<PhaseResult, 'cpu'>> {
  const url = loopbackUrl(baseUrl, request.path);
  // autocannon spreads options over its defaults, so an explicit undefined would erase one.
  const options: autocannon.Options = {
    url: url.toString(),
    method: request.method ?? 'GET',
    connections: phase.connections,
    duration: phase.durationSeconds,
    timeout: 10,
  };
  if (request.headers) options.headers = request.headers;
  if (request.body !== undefined) options.body = request.body;
  if (request.requests) options.requests = request.requests;
  if (phase.overallRate !== undefined) {
    options.overallRate = phase.overallRate;
    // Paced runs are "corrected" with an expected interval of ceil(1 / per-connection rate) =
    // 1 ms, which adds made-up samples below each real one; record the real latencies instead.
    options.ignoreCoordinatedOmission = true;
  }
  const result = await autocannon(options);
  return {
    phase: phase.name,
    connections: phase.connections,
    targetRate: phase.overallRate ?? null,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyMs: {
      mean: Math.round(result.latency.mean * 100) / 100,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    megabytesPerSecond: Math.round((result.throughput.total / result.duration / 1e6) * 10) / 10,
  };
}
