/**
 * The event fan-out scenario: many open live-update streams (`GET /api/events`,
 * Server-Sent Events) spread over the instances, then a buyer places orders one at a time and
 * each stream's arrival of the new-order event is timed.
 *
 * The new-order event is the `change` event whose keys hold `orders`: the server sends it to
 * the admins (and the buyer who ordered); a visitor's or another buyer's stream gets only the
 * public `stock` change of the same order (server/events/hub.ts `mayReceive`). The streams are
 * therefore admin streams: the admin is signed in a few times and the streams share those
 * sessions, as many tabs of one browser would.
 */
import { Agent, get, type IncomingMessage } from 'node:http';
import { send, summarise } from './http.ts';
import { CHECKOUT, type BuyerSession, type LoadTarget, type ScenarioFigures } from './scenarios.ts';

/** An open stream: the change events it received (arrival time, keys), and how to close it. */
interface OpenStream {
  changes: Array<{ at: number; keys: string[] }>;
  close(): void;
}

/** Opens one stream and resolves once its `ready` event arrived. @throws on a non-200 answer or after 30 s. */
function openStream(agent: Agent, origin: string, cookie: string): Promise<OpenStream> {
  const url = new URL(`${origin}/api/events`);
  return new Promise((resolve, reject) => {
    const changes: OpenStream['changes'] = [];
    let buffer = '';
    let ready = false;
    let response: IncomingMessage | null = null;
    const req = get({ host: url.hostname, port: url.port, path: url.pathname, agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      response = res;
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/events: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (event === 'ready' && !ready) {
            ready = true;
            clearTimeout(timer);
            resolve({
              changes,
              close: () => {
                req.destroy();
                response?.destroy();
              },
            });
          } else if (event === 'change') {
            try {
              changes.push({ at, keys: (JSON.parse(data) as { keys: string[] }).keys });
            } catch {
              changes.push({ at, keys: [] });
            }
          }
        }
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('GET /api/events: no ready event within 30 s'));
    }, 30_000);
    req.on('error', (error) => {
      clearTimeout(timer);
      if (!ready) reject(error);
    });
  });
}

/**
 * Opens `streams` admin streams (spread over the instances, 50 opening at once), then places
 * `orders` orders one after another (a buyer's cart add, a pause, the order POST) and times, per
 * order and stream, the arrival of the change event with `orders` from the moment the order POST
 * was sent. A stream without it after 5 s counts as missed (an error); an order that fails
 * counts as missed by every stream.
 * @param adminCookies - sessions of the admin (shared by the streams in turn).
 */
export async function eventFanOut(
  target: LoadTarget,
  adminCookies: readonly string[],
  buyer: BuyerSession,
  streams = 1_000,
  orders = 5,
): Promise<ScenarioFigures> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const opened: OpenStream[] = [];
  const openStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < streams) {
        const i = next++;
        const n = i % target.origins.length;
        opened.push(await openStream(agent, target.origins[n]!, adminCookies[i % adminCookies.length]!));
      }
    }),
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  const delays: number[] = [];
  const perOrder: Array<{ maxMs: number; p99Ms: number; missed: number }> = [];
  const statuses: Record<string, number> = {};
  let missed = 0;
  try {
    for (let k = 0; k < orders; k += 1) {
      const n = k % target.origins.length;
      const added = await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/cart/items', { cookie: buyer.cookie, json: { productId: target.hotProductIds[0] } });
      if (added.status !== 200) {
        // No order, so no event: every stream misses this one.
        statuses[`cart ${added.status}`] = (statuses[`cart ${added.status}`] ?? 0) + 1;
        missed += opened.length;
        perOrder.push({ maxMs: 0, p99Ms: 0, missed: opened.length });
        continue;
      }
      // Let the cart change's own event pass before the order is timed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const marks = opened.map((stream) => stream.changes.length);
      const sentAt = performance.now();
      const answer = await send(target.agents[n]!, target.origins[n]!, 'POST', '/api/orders', { cookie: buyer.cookie, json: { checkout: CHECKOUT } });
      statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1;
      if (answer.status !== 201) {
        missed += opened.length;
        perOrder.push({ maxMs: 0, p99Ms: 0, missed: opened.length });
        continue;
      }
      const arrival = (stream: OpenStream, i: number) => stream.changes.slice(marks[i]).find((change) => change.keys.includes('orders'))?.at;
      const deadline = sentAt + 5_000;
      while (performance.now() < deadline && opened.some((stream, i) => arrival(stream, i) === undefined)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const these: number[] = [];
      let lost = 0;
      opened.forEach((stream, i) => {
        const at = arrival(stream, i);
        if (at === undefined) lost += 1;
        else these.push(at - sentAt);
      });
      missed += lost;
      delays.push(...these);
      const summary = summarise(these);
      perOrder.push({ maxMs: summary.maxMs, p99Ms: summary.p99Ms, missed: lost });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    for (const stream of opened) stream.close();
    agent.destroy();
  }
  const latency = summarise(delays);
  return {
    scenario: 'events',
    what: `${streams} open admin event streams; ${orders} orders placed one at a time; time from the order POST to each stream's 'orders' change event`,
    connections: streams,
    requests: delays.length + missed,
    perSecond: 0,
    latency,
    errors: missed,
    statuses,
    extra: { streamsOpened: opened.length, openSeconds: Math.round(openSeconds * 10) / 10, perOrder, missed },
  };
}
