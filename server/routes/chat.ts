/**
 * Buyer–admin chat (`docs/api.md`, `/api/chat/*`). Thin: a buyer always reaches their own thread
 * (a `buyerId` they name is ignored), an admin names the thread by its buyer's account id
 * (docs/decisions/017-owners-by-account-id.md); bodies are checked with strict
 * schemas (400), the chat service applies the rules and the unread counters.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { chatMessages } from '@/shared/messages-chat';
import { serverMessages } from '@/shared/messages';
import { chatProductRefInputSchema } from '@/domain/chat/inputs';
import type { AppEnv } from '../http/env';
import { readBody, servicesFor } from './request';
import { pageQueryFields, parseQuery } from './query';

/** `POST /api/chat/messages`: the text, the buyer's account id (admins) and an attached product's id (buyers). */
const sendBodySchema = z
  .object({
    text: z.string({ error: chatMessages.blank }),
    buyerId: z.string({ error: chatMessages.buyerRequired }).optional(),
    // `{ id }` and nothing else (400 'Produk tidak ditemukan.'), the browser's rule; the
    // catalogue names the product.
    product: chatProductRefInputSchema.optional(),
  })
  .strict();

/** `POST /api/chat/read`: the thread an admin read (a buyer reads their own). */
const readBodySchema = z
  .object({ buyerId: z.string({ error: chatMessages.buyerRequired }).optional() })
  .strict();

/**
 * `GET /api/chat/messages`: the thread (an admin's `buyerId`), a cursor (`before` or `after`, a
 * message id) and `limit`; nothing else. The cursor's shape is the chat service's to check
 * (src/domain/chat/paging.ts, 400 `CHAT_CURSOR_INVALID`).
 */
const threadQuerySchema = z
  .object({ buyerId: z.string().optional(), before: z.string().optional(), after: z.string().optional(), limit: pageQueryFields.pageSize })
  .strict();

/**
 * `GET /api/chat/threads`: the cursor `after` (a page's `nextCursor`) and `limit`; nothing else
 * (400). The cursor's shape is the chat service's to check (src/domain/chat/thread-paging.ts, 400
 * `CHAT_THREAD_CURSOR_INVALID`).
 */
const threadListQuerySchema = z.object({ after: z.string().optional(), limit: pageQueryFields.pageSize }).strict();

/** Routes of `/api/chat/*`. */
export function chatRoutes() {
  return new Hono<AppEnv>()
    .get('/chat/messages', async (c) => {
      const { buyerId, ...page } = parseQuery(c, threadQuerySchema, chatMessages.cursorInvalid);
      return c.json(await c.get('services').chat.listMessages(buyerId, page));
    })
    .post('/chat/messages', async (c) => {
      const services = servicesFor(c);
      const body = await readBody(c, sendBodySchema, serverMessages.requestInvalid);
      return c.json(await services.chat.send(body), 201);
    })
    .post('/chat/read', async (c) => {
      const services = servicesFor(c);
      const body = await readBody(c, readBodySchema, serverMessages.requestInvalid);
      await services.chat.markRead(body.buyerId);
      return c.body(null, 204);
    })
    .get('/chat/unread', async (c) => c.json({ count: await c.get('services').chat.unreadCount() }))
    .get('/chat/threads', async (c) => {
      const page = parseQuery(c, threadListQuerySchema, chatMessages.threadCursorInvalid);
      return c.json(await c.get('services').chat.listThreads(page));
    });
}
