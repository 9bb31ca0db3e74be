/**
 * Uploaded images (`docs/api.md`, "Images"). `POST /api/images` takes the raw bytes (up to 2 MB,
 * PNG/JPEG/WebP/GIF/AVIF, checked by their signature) from a signed-in user and answers the URL;
 * `GET /api/images/:id` serves them to anyone, cached for a year (the URL is the SHA-256 of the
 * bytes, so it never changes meaning) and revalidated with the ETag.
 */
import { Hono } from 'hono';
import { serverMessages } from '@/domain/messages';
import type { AppEnv } from '../http/env';

/** Caching of an image answer: the content behind a URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an `If-None-Match` header names `etag` (or `*`); weak validators compare equal. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Routes of `/api/images*`. */
export function imageRoutes() {
  return new Hono<AppEnv>()
    .post('/images', async (c) => {
      const services = c.get('services');
      services.ctx.requireRole();
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await services.images.upload(bytes, c.req.header('content-type') ?? ''), 201);
    })
    .get('/images/:id', async (c) => {
      const image = await c.get('services').images.get(c.req.param('id'));
      c.header('X-Content-Type-Options', 'nosniff');
      if (!image) return c.json({ error: serverMessages.imageNotFound }, 404);
      const etag = `"${image.id}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', IMMUTABLE);
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      c.header('Content-Type', image.contentType);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
