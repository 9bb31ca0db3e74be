/**
 * Helpers of the tests that start the shop server as a real process (server/index.test.ts,
 * server/tests/deploy-recipe.test.ts): a free port, waiting for `/readyz`, and a device that keeps its
 * session cookie.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it soon after). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * Waits until `base`/readyz answers 200, polling every 100 ms.
 * @param child - the server's process: its end stops the wait early.
 * @param attempts - how many polls at most (default 300: 30 s).
 * @returns true when ready, false when `child` ended or the attempts ran out.
 */
export async function waitUntilReady(base: string, child: ChildProcess, attempts = 300): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return true;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || child.signalCode !== null) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A fetch that keeps one cookie (a device): the first `Set-Cookie` of each answer replaces it.
 * `init.json` is sent as a JSON body.
 * @param headers - sent with every request (e.g. what a reverse proxy adds).
 */
export function cookieDevice(base: string, headers: Record<string, string> = {}) {
  let cookie = '';
  return async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const sent = new Headers(init.headers);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    if (cookie) sent.set('cookie', cookie);
    if (init.json !== undefined) sent.set('content-type', 'application/json');
    const response = await fetch(base + path, { ...init, headers: sent, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
}
