/**
 * What a scenario costs, measured rather than guessed: CPU time of the server instances, of the
 * PostgreSQL cluster and of the load client itself (from `/proc`, Linux), the machine's whole CPU
 * (other work on the machine included), and what PostgreSQL's sessions were doing
 * (`pg_stat_activity` sampled every 100 ms: running, waiting on a lock, idle in a transaction).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { SqlClient } from './sql.ts';

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) of `pid`, plus those of its waited-for children; 0 when gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]].map(Number);
    return (utime! + stime! + cutime! + cstime!) / TICKS;
  } catch {
    return 0;
  }
}

/** Parent pid of `pid`, or -1. */
function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** Every pid on the machine. */
function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/**
 * The postmaster of the cluster listening on `port` (its command line holds `-p <port>`), or null.
 */
export function findPostmaster(port: number): number | null {
  for (const pid of allPids()) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!cmdline[0]?.endsWith('postgres')) continue;
      const at = cmdline.indexOf('-p');
      if (at >= 0 && cmdline[at + 1] === String(port)) return pid;
      if (cmdline.some((arg) => arg.includes(`-p ${port} `))) return pid;
    } catch {
      // gone
    }
  }
  return null;
}

/** CPU seconds of the postmaster and all its backends (ended backends through the postmaster's children times). */
function clusterCpuSeconds(postmaster: number): number {
  let total = processCpuSeconds(postmaster);
  for (const pid of allPids()) if (parentOf(pid) === postmaster) total += processCpuSeconds(pid);
  return total;
}

/** The machine's busy and total CPU seconds since boot (`/proc/stat`, all cores). */
function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3]! + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

/** CPU use over a span, in percent of one core (200 = both cores of a 2-core machine busy). */
export interface CpuShares {
  servers: number;
  postgres: number | null;
  client: number;
  /** Everything on the machine, this run and any other work. */
  machine: number;
  /** Cores of the machine (its 100 % units). */
  cores: number;
}

/** A CPU meter over the run's processes: `start()` then `stop()` gives the shares in between. */
export function cpuMeter(serverPids: () => number[], postmaster: number | null, cores: number) {
  let from: { at: number; servers: number; postgres: number; client: number; machine: ReturnType<typeof machineCpu> } | null = null;
  const read = () => {
    const usage = process.cpuUsage();
    return {
      at: performance.now(),
      servers: serverPids().reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
      postgres: postmaster ? clusterCpuSeconds(postmaster) : 0,
      client: (usage.user + usage.system) / 1e6,
      machine: machineCpu(),
    };
  };
  return {
    start() {
      from = read();
    },
    stop(): CpuShares {
      const to = read();
      const start = from ?? to;
      const seconds = Math.max(0.001, (to.at - start.at) / 1000);
      const pct = (value: number) => Math.round((value / seconds) * 100);
      const machineSpan = to.machine.total - start.machine.total;
      return {
        servers: pct(to.servers - start.servers),
        postgres: postmaster ? pct(to.postgres - start.postgres) : null,
        client: pct(to.client - start.client),
        machine: machineSpan > 0 ? Math.round(((to.machine.busy - start.machine.busy) / machineSpan) * 100 * cores) : 0,
        cores,
      };
    },
  };
}

/** What PostgreSQL's client sessions did, as shares of the samples (sessions summed). */
export interface ActivitySummary {
  samples: number;
  /** Mean sessions per sample in each state (`active`, `idle in transaction`, `idle`, …). */
  meanByState: Record<string, number>;
  /** Mean sessions per sample waiting, by `wait_event_type:wait_event` (top 5). */
  meanWaiting: Record<string, number>;
}

/**
 * Samples `pg_stat_activity` every `intervalMs` on `client` (its own session excluded) until
 * `stop()`. PostgreSQL only.
 */
export function activitySampler(client: SqlClient, intervalMs = 100) {
  const byState = new Map<string, number>();
  const waiting = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const rows = await client.query<{ state: string | null; wait: string | null; n: unknown }>(
          `select coalesce(state, '?') as state,
                  case when wait_event is not null and state <> 'idle' then wait_event_type || ':' || wait_event end as wait,
                  count(*) as n
           from pg_stat_activity
           where backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()
           group by 1, 2`,
        );
        samples += 1;
        for (const row of rows) {
          const n = Number(row.n);
          byState.set(row.state ?? '?', (byState.get(row.state ?? '?') ?? 0) + n);
          if (row.wait) waiting.set(row.wait, (waiting.get(row.wait) ?? 0) + n);
        }
      } catch {
        // a lost sample
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop(): Promise<ActivitySummary> {
      running = false;
      await loop;
      const mean = (map: Map<string, number>, top = 10) =>
        Object.fromEntries(
          [...map.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, top)
            .map(([key, total]) => [key, Math.round((total / Math.max(1, samples)) * 10) / 10]),
        );
      return { samples, meanByState: mean(byState), meanWaiting: mean(waiting, 5) };
    },
  };
}
