/**
 * Uploaded images (`docs/api.md`, "Images"). `POST /api/images` takes the raw bytes (up to 2 MB,
 * PNG/JPEG/WebP/GIF/AVIF, checked by their signature) from a signed-in user and answers the URL;
 * `GET /api/images/:id` serves them to anyone, cached for a year (the URL is the SHA-256 of the
 * bytes, so it never changes meaning) and revalidated with the ETag;
 * `GET /api/images/:id?w=320|640|960&format=webp|avif` serves a smaller copy the same way.
 */
import { Hono } from 'hono';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
} from '@/shared/image-variants';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../http/env';
import { answerRefusal } from '../http/errors';

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

/** A variant request's width and format. */
export interface VariantQuery {
  /** Width in pixels, one of `IMAGE_VARIANT_WIDTHS`. */
  width: number;
  format: ImageVariantFormat;
}

/**
 * Reads an image request's query: none (the original), or exactly `w` (a width of
 * `IMAGE_VARIANT_WIDTHS`, in decimal without leading zeros) and `format` (`webp` or `avif`), each
 * once.
 * @param queries - every query parameter with all its values.
 * @returns null for the original, the variant wanted, or `'invalid'` for any other query.
 */
export function variantQuery(queries: Record<string, string[]>): VariantQuery | null | 'invalid' {
  const keys = Object.keys(queries);
  if (keys.length === 0) return null;
  const { w, format } = queries;
  if (keys.length !== 2 || w?.length !== 1 || format?.length !== 1) return 'invalid';
  const width = IMAGE_VARIANT_WIDTHS.find((candidate) => String(candidate) === w[0]);
  const wanted = IMAGE_VARIANT_FORMATS.find((candidate) => candidate === format[0]);
  return width && wanted ? { width, format: wanted } : 'invalid';
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
      c.header('X-Content-Type-Options', 'nosniff');
      const query = variantQuery(c.req.queries());
      if (query === 'invalid') return answerRefusal(c, 400, 'VALIDATION_FAILED', apiMessages.imageVariantInvalid);
      const service = c.get('services').images;
      const id = c.req.param('id');
      const image = query
        ? await service.variant(id, query.width, query.format)
        : await service.get(id).then((found) => found && { ...found, etag: `"${found.id}"` });
      if (!image) return answerRefusal(c, 404, 'NOT_FOUND', apiMessages.imageNotFound);
      c.header('ETag', image.etag);
      c.header('Cache-Control', IMMUTABLE);
      if (matchesEtag(c.req.header('if-none-match'), image.etag)) return c.body(null, 304);
      c.header('Content-Type', image.contentType);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
