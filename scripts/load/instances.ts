/**
 * Shop server instances as real child processes (`node --import tsx server/index.ts`, as
 * `npm run serve` and the e2e run's second server start it), API only, on 127.0.0.1. Each one's
 * log (pino JSON, `LOG_LEVEL=warn`) goes to a file; warnings and errors are counted as they
 * arrive so a scenario can report the server errors it caused. A fault suite may `kill('SIGKILL')`
 * an instance.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** What every instance of a run shares. */
export interface InstanceOptions {
  /** PostgreSQL URL, or null for PGlite in `dataDir` (one instance only). */
  databaseUrl: string | null;
  /** PGlite folder (used without `databaseUrl`). */
  dataDir: string;
  /** PostgreSQL connections per instance (`DATABASE_POOL_MAX`). */
  poolMax: number;
  /** Folder for the instances' log files. */
  logDir: string;
  /** Origins allowed besides each instance's own (`ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  /** When set, each instance writes a V8 CPU profile there when it stops (`--cpu-prof`). */
  cpuProfileDir?: string;
  /** Further environment variables, over the defaults above (e.g. `SMTP_HOST` of a fault test). */
  env?: Record<string, string>;
}

/** Counts of an instance's log lines by level, and the first few error messages. */
export interface LogCounts {
  warn: number;
  error: number;
  /** Up to 10 distinct `msg: err.message` texts of error lines. */
  errorSamples: string[];
}

/** A running instance. */
export interface Instance {
  index: number;
  port: number;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** Log line counts since start (read at any time; copy to take a snapshot). */
  logs: LogCounts;
  /** Sends `signal` (default SIGTERM) and waits for the exit (SIGKILL after 15 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface PinoLine {
  level?: number;
  msg?: string;
  err?: { message?: string; type?: string };
}

/**
 * Starts one instance on `port` and waits until `/readyz` answers 200.
 * @throws when the process exits early or is not ready within 90 s.
 */
export async function startInstance(index: number, port: number, options: InstanceOptions): Promise<Instance> {
  mkdirSync(options.logDir, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(options.logDir, `instance-${index + 1}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TSX_TSCONFIG_PATH: 'tsconfig.node.json',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir,
    DATABASE_POOL_MAX: String(options.poolMax),
    // API only: no built SPA is needed to measure the API.
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    // The run registers nobody through the API, but a stray limit must not shape the figures.
    REGISTER_LIMIT: '1000000',
    // Every buyer orders from 127.0.0.1 without pause: the order limits would refuse the run.
    ORDER_LIMIT: '1000000',
    ORDER_ADDRESS_LIMIT: '1000000',
    // The chat scenario's buyers write from 127.0.0.1 without pause too.
    CHAT_LIMIT: '1000000',
    CHAT_ADDRESS_LIMIT: '1000000',
    // The catalogue scenario's unseen searches all come from 127.0.0.1.
    SEARCH_LIMIT: '1000000',
    // The fan-out scenario opens 1,000 streams from 127.0.0.1 over a few admin sessions.
    EVENT_STREAM_SESSION_LIMIT: '1000000',
    EVENT_STREAM_ADDRESS_LIMIT: '1000000',
    // The page scenarios render from 127.0.0.1 as fast as they can.
    RENDER_LIMIT: '1000000',
    ALLOWED_ORIGINS: options.allowedOrigins.join(','),
    // No SMTP: each order's e-mails are logged as not sent, as on a shop without mail settings.
    SMTP_HOST: '',
    PUBLIC_URL: '',
    TRUST_PROXY: '0',
    ...options.env,
  };
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', join(options.cpuProfileDir, `instance-${index + 1}`)]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(logFile);
  const logs: LogCounts = { warn: 0, error: 0, errorSamples: [] };
  const onLine = (line: string) => {
    file.write(`${line}\n`);
    let parsed: PinoLine | null = null;
    try {
      parsed = JSON.parse(line) as PinoLine;
    } catch {
      parsed = null;
    }
    const level = parsed?.level ?? 50;
    if (level >= 50) {
      logs.error += 1;
      const text = parsed ? `${parsed.msg ?? ''}: ${parsed.err?.message ?? ''}` : line.slice(0, 200);
      if (logs.errorSamples.length < 10 && !logs.errorSamples.includes(text)) logs.errorSamples.push(text);
    } else if (level >= 40) logs.warn += 1;
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`instance ${index + 1} exited while starting; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance ${index + 1} not ready within 90 s; see ${logFile}`);
    }
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    index,
    port,
    origin,
    pid: child.pid!,
    child,
    logFile,
    logs,
    async stop(signal = 'SIGTERM') {
      if (exited) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
      file.end();
    },
  };
}

/** Sum of the instances' log counts (a snapshot). */
export function totalLogs(instances: readonly Instance[]): LogCounts {
  const total: LogCounts = { warn: 0, error: 0, errorSamples: [] };
  for (const instance of instances) {
    total.warn += instance.logs.warn;
    total.error += instance.logs.error;
    for (const sample of instance.logs.errorSamples) if (total.errorSamples.length < 10 && !total.errorSamples.includes(sample)) total.errorSamples.push(sample);
  }
  return total;
}
