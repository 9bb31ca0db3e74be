/**
 * TEST-ONLY helpers for the HTTP adapter: a fetch that hands requests to an in-process app (the
 * Hono server's `app.request`) while keeping the cookies of one device, and an `EventSource`
 * over such a fetch. Never used by the shop itself.
 */
import type { EventSourceLike } from '@/data/adapters/http/events';

/** Something that answers requests in process, like Hono's `app.request`. */
export type RequestHandler = (input: string, init?: RequestInit) => Response | Promise<Response>;

/** A device's fetch with its cookie jar. */
export interface DeviceFetch {
  /** The fetch to give the adapter. */
  fetch: typeof fetch;
  /** The cookies the device holds, by name. */
  cookies: Map<string, string>;
}

/**
 * TEST-ONLY: creates one device's fetch over `handler`. Relative URLs are resolved against
 * `origin`; like a browser, a request other than GET/HEAD carries an `Origin` header; the device
 * sends its cookies and keeps the ones the answers set (a cookie set with
 * an empty value or `Max-Age=0` is removed), so two devices are two browsers.
 * @param handler - e.g. `(url, init) => server.app.request(url, init)`.
 * @param origin - the origin of relative URLs (`http://localhost` by default).
 */
export function createDeviceFetch(handler: RequestHandler, origin = 'http://localhost'): DeviceFetch {
  const cookies = new Map<string, string>();
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, origin).toString();
    const headers = new Headers(init.headers);
    // Like a browser: a same-origin request that is not GET/HEAD carries its Origin.
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', new URL(url).origin);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const signal = init.signal;
    signal?.throwIfAborted();
    const answer = Promise.resolve(handler(url, { ...init, headers }));
    const response = signal
      ? await Promise.race([
          answer,
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
        ])
      : await answer;
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0(?:;|$)/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch: fetchImpl as typeof fetch, cookies };
}

type Listener = (event: MessageEvent) => void;

/**
 * TEST-ONLY: an `EventSource` over a fetch (e.g. a {@link createDeviceFetch} device, so the stream
 * carries that device's session). It reads `text/event-stream` blocks and dispatches `open`,
 * named events and `error`; it does not reconnect (its `readyState` is then CLOSED).
 */
export function fetchEventSource(fetchImpl: typeof fetch): (url: string) => EventSourceLike & { readonly url: string } {
  return (url) => {
    const listeners = new Map<string, Set<Listener>>();
    const controller = new AbortController();
    let readyState = 0;
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

    const dispatch = (type: string, data?: string) => {
      const event = new MessageEvent(type, { data });
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
    };
    const fail = () => {
      if (readyState === 2) return;
      readyState = 2;
      dispatch('error');
    };

    void (async () => {
      try {
        const response = await fetchImpl(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
        if (!response.ok || !response.body) return fail();
        if (readyState === 2) return void response.body.cancel().catch(() => {});
        readyState = 1;
        dispatch('open');
        reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (data.length > 0 && readyState === 1) dispatch(type, data.join('\n'));
          }
        }
        fail();
      } catch {
        fail();
      }
    })();

    return {
      url,
      get readyState() {
        return readyState;
      },
      addEventListener(type: string, listener: Listener) {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
      },
      close() {
        readyState = 2;
        listeners.clear();
        controller.abort();
        void reader?.cancel().catch(() => {});
      },
    };
  };
}
