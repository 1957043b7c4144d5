/**
 * CPU use during a phase: the whole machine, the server process, this process (the load
 * generator) and the PostgreSQL processes of this machine. What is left of the machine's busy
 * time is anything else running, which is why it is reported: a busy neighbour shows up here
 * instead of silently in the latencies.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export interface CpuUse {
  /** Busy share of all cores together, 0 to 100. */
  machineBusyPercent: number;
  /** Share of one core; above 100 when its helper threads (GC, I/O) add up. Linux only. */
  serverCorePercent: number | null;
  loadGeneratorCorePercent: number;
  /**
   * Share of one core used by this machine's `postgres` processes (server and backends); null
   * where there is no /proc. Includes other databases' work, if any runs meanwhile.
   */
  postgresCorePercent: number | null;
}

function readMachineTicks(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total };
}

let clockTicksPerSecond: number | undefined;

function ticksToSeconds(ticks: number): number {
  clockTicksPerSecond ??=
    Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticks / clockTicksPerSecond;
}

/**
 * From /proc/{pid}/stat: the parent, utime + stime (fields 14 and 15), and cutime + cstime of
 * reaped children (16 and 17), in clock ticks. Null when the process is gone or there is no /proc.
 */
function readStatTimes(
  pid: number | string,
): { parent: string; own: number; reaped: number } | null {
  try {
    // The command name in field 2 may hold spaces; count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: fields[1]!,
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/**
 * utime + stime of a process and its live children (a cluster's server processes), in seconds;
 * null where there is no /proc.
 */
function readProcessSeconds(pid: number): number | null {
  const times = readStatTimes(pid);
  if (times === null) return null;
  let ticks = times.own;
  for (const child of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const childTimes = readStatTimes(child);
    if (childTimes?.parent === String(pid)) ticks += childTimes.own;
  }
  return ticksToSeconds(ticks);
}

/**
 * CPU seconds of this machine's PostgreSQL: every live process named `postgres`, plus, through
 * the postmaster's count of its reaped children, the backends and workers that ended (a closed
 * connection, an autovacuum worker). Null where there is no /proc.
 */
function readPostgresSeconds(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const postgres = new Set(
    pids.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    }),
  );
  let ticks = 0;
  for (const pid of postgres) {
    const times = readStatTimes(pid);
    if (!times) continue;
    ticks += times.own;
    // The postmaster is the one whose parent is not PostgreSQL; only it reaps backends.
    if (!postgres.has(times.parent)) ticks += times.reaped;
  }
  return ticksToSeconds(ticks);
}

export function startCpuMeter(serverPid: number): () => CpuUse {
  const machineStart = readMachineTicks();
  const serverStart = readProcessSeconds(serverPid);
  const postgresStart = readPostgresSeconds();
  const selfStart = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  return () => {
    const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;
    const machineEnd = readMachineTicks();
    const serverEnd = readProcessSeconds(serverPid);
    const postgresEnd = readPostgresSeconds();
    const self = process.cpuUsage(selfStart);
    const percent = (value: number) => Math.round(value * 1000) / 10;
    return {
      machineBusyPercent: percent(
        (machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total),
      ),
      serverCorePercent:
        serverStart === null || serverEnd === null
          ? null
          : percent((serverEnd - serverStart) / wallSeconds),
      loadGeneratorCorePercent: percent((self.user + self.system) / 1e6 / wallSeconds),
      postgresCorePercent:
        postgresStart === null || postgresEnd === null
          ? null
          : percent((postgresEnd - postgresStart) / wallSeconds),
    };
  };
}
