/**
 * Buyer–admin chat (`docs/api.md`, `/api/chat/*`). Thin: a buyer always reaches their own thread
 * (a `buyer` they name is ignored), an admin names the buyer; bodies are checked with strict
 * schemas (400), the chat service applies the rules and the unread counters.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { chatMessages, messages, serverMessages } from '@/domain/messages';
import type { AppEnv } from '../http/env';
import { readBody, servicesFor } from './request';

/** `POST /api/chat/messages`: the text, the buyer (admins) and an attached product (buyers). */
const sendBodySchema = z
  .object({
    text: z.string({ error: chatMessages.blank }),
    buyer: z.string({ error: chatMessages.buyerRequired }).optional(),
    product: z
      .object({
        id: z.number({ error: messages.catalog.productNotFound }),
        name: z.string({ error: messages.catalog.productNotFound }),
        partnerName: z.string({ error: messages.catalog.productNotFound }).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** `POST /api/chat/read`: the thread an admin read (a buyer reads their own). */
const readBodySchema = z
  .object({ buyer: z.string({ error: chatMessages.buyerRequired }).optional() })
  .strict();

/** Routes of `/api/chat/*`. */
export function chatRoutes() {
  return new Hono<AppEnv>()
    .get('/chat/messages', async (c) =>
      c.json(await c.get('services').chat.listMessages(c.req.query('buyer'))),
    )
    .post('/chat/messages', async (c) => {
      const services = servicesFor(c);
      const body = await readBody(c, sendBodySchema, serverMessages.requestInvalid);
      return c.json(await services.chat.send(body), 201);
    })
    .post('/chat/read', async (c) => {
      const services = servicesFor(c);
      const body = await readBody(c, readBodySchema, serverMessages.requestInvalid);
      await services.chat.markRead(body.buyer);
      return c.body(null, 204);
    })
    .get('/chat/unread', async (c) => c.json({ count: await c.get('services').chat.unreadCount() }))
    .get('/chat/threads', async (c) => c.json(await c.get('services').chat.listThreads()));
}
