/**
 * `/api/events`: the live update stream (Server-Sent Events). Each `change` event carries the
 * storage keys that changed (`{"keys":[…]}`) and that this stream's user may see; the browser
 * invalidates the matching queries. A comment line every 25 s keeps proxies from closing it.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { StorageKey } from '@/data/keys';
import type { EventHub } from '../events/hub';
import type { AppEnv } from '../http/env';

/** Milliseconds between keep-alive comments. */
export const KEEP_ALIVE_MS = 25_000;

/** Open streams of this process, ended on shutdown. */
const openStreams = new Set<() => void>();

/** Ends every open event stream (graceful stop: browsers reconnect to another instance). */
export function closeAllEventStreams(): void {
  for (const end of openStreams) end();
}

/** The route of `/api/events`. */
export function eventRoutes(hub: EventHub) {
  return new Hono<AppEnv>().get('/events', (c) => {
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    const user = c.get('user');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const send = (keys: StorageKey[]) => {
        queue = queue.then(() => stream.writeSSE({ event: 'change', data: JSON.stringify({ keys }) })).catch(() => {});
      };
      let restart = () => {};
      const disconnect = hub.connect({ user, send, restart: () => restart() });
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ user: user?.id ?? null }), retry: 2000 });
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => {})).catch(() => {});
        }, KEEP_ALIVE_MS);
        const end = () => {
          clearInterval(timer);
          openStreams.delete(end);
          disconnect();
          resolve();
        };
        openStreams.add(end);
        restart = end;
        stream.onAbort(end);
      });
    });
  });
}
