/**
 * `/api/events`: the live update stream (Server-Sent Events). Each `change` event carries the
 * storage keys that changed (`{"keys":[…]}`) and that this stream's user may see; the browser
 * invalidates the matching queries. A comment line every 25 s keeps proxies from closing it.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChangeTopic } from '@/shared/storage-keys';
import type { EventHub } from '../events/hub';
import { addressKey } from '../services/rate-limits';
import type { AppEnv } from '../http/env';

/** Milliseconds between keep-alive comments. */
export const KEEP_ALIVE_MS = 25_000;

/** Open streams of this process, ended on shutdown. */
const openStreams = new Set<() => void>();

/** Ends every open event stream (graceful stop: browsers reconnect to another instance). */
export function closeAllEventStreams(): void {
  for (const end of openStreams) end();
}

/**
 * The route of `/api/events`. Limits (docs/security.md "Limits"): a session keeps at most
 * `MAX_STREAMS_PER_SESSION` open streams per instance (a new one supersedes the oldest, which is
 * told so with a `superseded` event and ended), a client address at most
 * `MAX_STREAMS_PER_ADDRESS` (more are refused with 429 RATE_LIMITED before the stream starts).
 */
export function eventRoutes(hub: EventHub) {
  return new Hono<AppEnv>().get('/events', (c) => {
    const user = c.get('user');
    // The stream's handlers, set once it runs; the hub may call them from the first change on.
    let send: (keys: ChangeTopic[]) => void = () => {};
    let restart = () => {};
    let supersede = () => {};
    const disconnect = hub.connect({
      user,
      session: c.get('sessionToken'),
      address: addressKey(c.get('services').ctx.clientAddress),
      send: (keys) => send(keys),
      restart: () => restart(),
      supersede: () => supersede(),
    });
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      send = (keys) => {
        queue = queue.then(() => stream.writeSSE({ event: 'change', data: JSON.stringify({ keys }) })).catch(() => {});
      };
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ user: user?.id ?? null }), retry: 2000 });
        await new Promise<void>((resolve) => {
          const timer = setInterval(() => {
            queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => {})).catch(() => {});
          }, KEEP_ALIVE_MS);
          const end = () => {
            clearInterval(timer);
            openStreams.delete(end);
            resolve();
          };
          openStreams.add(end);
          restart = end;
          supersede = () => {
            queue = queue.then(() => stream.writeSSE({ event: 'superseded', data: '{}' })).catch(() => {});
            void queue.then(end);
          };
          stream.onAbort(end);
        });
      } finally {
        disconnect();
      }
    });
  });
}
