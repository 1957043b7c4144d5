/** What a benchmark scenario declares, and what the runner measures for each of its phases. */
import type autocannon from 'autocannon';
import type { CpuUse } from './measure-cpu.ts';

export type DatabaseKind = 'postgres' | 'pglite';

/** A JSON answer of the API, whatever its status. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** The running server a scenario measures; only ever a loopback address. */
export interface BenchServer {
  baseUrl: string;
  database: DatabaseKind;
  /** GETs a path of the API and returns its JSON body; throws on a non-2xx answer. */
  getJson(path: string): Promise<unknown>;
  /** Sends a request with an optional JSON body and answers its status and JSON body. */
  requestJson(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonAnswer>;
  /**
   * Runs SQL against the server's own PostgreSQL database (DATABASE_URL), for preparing data the
   * API cannot (a session's capacity) and for checking what a run wrote. Null on PGlite, whose
   * database lives inside the server process.
   */
  sql: (<Row>(text: string, params?: unknown[]) => Promise<Row[]>) | null;
}

/** One measured run of autocannon. Without overallRate it runs at full speed (closed loop). */
export interface LoadPhase {
  name: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections. */
  overallRate?: number;
  /**
   * 'steady': one request every 1 / overallRate s, latency from when each was due
   * (bench/run-paced-load.ts); otherwise autocannon's per-second quota, which sends in bursts.
   */
  pacing?: 'steady';
}

export type BenchRequest = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'> & {
  path: string;
};

/** What the runner will run after prepare: the warm-up and the phases (shortened by --quick). */
export interface LoadPlan {
  warmUpSeconds: number;
  phases: LoadPhase[];
}

/** What a scenario checked on the server after its load, beside the latencies. */
export interface Verification {
  facts: Record<string, string | number>;
  /** Broken guarantees or a failed preparation; the run is reported as failed when any. */
  problems: string[];
}

export interface PreparedScenario {
  /** A line for the report naming exactly what is requested. */
  target: string;
  request: BenchRequest;
  /** Facts about the request worth printing beside the numbers (response size, rows). */
  facts: Record<string, string | number>;
  /** Checks what the load wrote (warm-up included), once every phase has ended. */
  verify?(): Promise<Verification>;
}

export interface BenchScenario {
  name: string;
  summary: string;
  warmUpSeconds: number;
  phases: LoadPhase[];
  /** Environment for the server this scenario runs against; the runner restarts it to differ. */
  serverEnv?: Record<string, string>;
  /** The databases it can run on, and why not on the others; every database when absent. */
  databases?: { kinds: DatabaseKind[]; reason: string };
  /**
   * Looks up what the load needs (ids, dates) once the server is up, and checks one answer. The
   * plan says how long the load will run, for scenarios whose requests use up prepared data.
   */
  prepare(server: BenchServer, plan: LoadPlan): Promise<PreparedScenario>;
}

export interface PhaseResult {
  phase: string;
  connections: number;
  targetRate: number | null;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  /** Answers by HTTP status. */
  statusCodes: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  megabytesPerSecond: number;
  cpu: CpuUse;
}

export interface ScenarioResult {
  scenario: string;
  summary: string;
  target: string;
  facts: Record<string, string | number>;
  /** What else ran: the 1-minute load average and the idle share just before the warm-up. */
  machineBefore: { loadAverage: number; idlePercent: number; waitedSeconds: number };
  phases: PhaseResult[];
  verification: Verification | null;
}
