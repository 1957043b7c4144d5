/**
 * CPU use during a phase: the whole machine, the server process, and this process (autocannon).
 * What is left of the machine's busy time is PostgreSQL and anything else running, which is why
 * it is reported: a busy neighbour shows up here instead of silently in the latencies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface CpuUse {
  /** Busy share of all cores together, 0 to 100. */
  machineBusyPercent: number;
  /** Share of one core; above 100 when its helper threads (GC, I/O) add up. Linux only. */
  serverCorePercent: number | null;
  loadGeneratorCorePercent: number;
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

/** utime + stime of a process from /proc, in seconds; null where there is no /proc. */
function readProcessSeconds(pid: number): number | null {
  try {
    clockTicksPerSecond ??=
      Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // The command name in field 2 may hold spaces; count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

export function startCpuMeter(serverPid: number): () => CpuUse {
  const machineStart = readMachineTicks();
  const serverStart = readProcessSeconds(serverPid);
  const selfStart = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  return () => {
    const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;
    const machineEnd = readMachineTicks();
    const serverEnd = readProcessSeconds(serverPid);
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
    };
  };
}
