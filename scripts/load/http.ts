/**
 * The load client's HTTP side for the scenarios autocannon cannot express (a signed-in buyer's
 * add-to-cart-then-order, the last-units race, event streams): `node:http` over keep-alive
 * sockets (cheaper on a shared CPU than `fetch`), one session cookie per buyer, the `Origin` of
 * the instance on state-changing requests (the server's CSRF check), and latency samples.
 */
import { Agent, request } from 'node:http';

/** One answer: status, body text and time from sending to the last byte (ms). */
export interface HttpAnswer {
  status: number;
  body: string;
  ms: number;
  /** `name=value` of the session cookie the answer set, if any. */
  cookie: string | null;
}

/** A keep-alive connection pool to one instance (sockets as needed, reused). */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
}

/**
 * Sends one request to `origin` and reads the whole answer. A network failure or a timeout
 * answers status 0 (counted as an error by the callers), never throws.
 * @param options.json - body sent as JSON (sets `Content-Type`); state-changing methods also
 *   send `Origin: origin`.
 */
export function send(
  agent: Agent,
  origin: string,
  method: string,
  path: string,
  options: { json?: unknown; cookie?: string | null; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const url = new URL(origin);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET' && method !== 'HEAD') headers.origin = origin;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers, agent, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.[0];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            cookie: set ? set.split(';')[0]! : null,
          });
        });
        res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started, cookie: null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started, cookie: null }));
    req.end(body);
  });
}

/** Median, 99th percentile and maximum of latency samples (ms, one decimal). */
export interface LatencySummary {
  n: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

/** Summarises `samples` (ms). */
export function summarise(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { n: 0, medianMs: 0, p99Ms: 0, maxMs: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { n: sorted.length, medianMs: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1)!) };
}

/**
 * Runs `iteration` in `users` closed loops (each starts its next iteration when the last one
 * ended) until `durationMs` has passed; iterations under way then finish.
 * @returns the elapsed seconds (start to the last iteration's end).
 */
export async function closedLoop(
  users: number,
  durationMs: number,
  iteration: (user: number, round: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let round = 0; performance.now() < end; round += 1) await iteration(user, round);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Runs `task` over `items` with at most `limit` at once.
 * @returns the results in the order of `items`.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

/** An open `/api/events` stream; `ended(waitMs)` gives the time it ended (ms) or null. */
export function openEventStream(origin: string, cookie: string) {
  const url = new URL('/api/events', origin);
  let endedAt: number | null = null;
  const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    res.on('data', () => {});
    res.on('end', () => (endedAt ??= performance.now()));
    res.on('error', () => (endedAt ??= performance.now()));
  });
  req.on('error', () => (endedAt ??= performance.now()));
  req.end();
  return {
    async ended(waitMs: number) {
      const deadline = Date.now() + waitMs;
      while (endedAt === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      req.destroy();
      return endedAt;
    },
  };
}
