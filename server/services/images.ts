/**
 * Uploaded images (`docs/api.md`, "Images"): product photos and profile pictures are stored once
 * in the database under the SHA-256 of their bytes, so every server instance serves them and a
 * URL (`/api/images/<sha256>`) never changes meaning. Records carry that URL, never a data URL.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { serverMessages } from '@/domain/messages';
import { ValidationError } from '@/data/errors';
import type { Executor } from '../db/client';
import { images } from '../db/schema';
import type { ServiceContext } from './context';

/** Largest image in bytes (2 MB), as `IMAGE_BODY_LIMIT` of the app. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image types the shop accepts. */
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The URL path under which an image is served. */
export const IMAGE_URL_PREFIX = '/api/images/';

/** A stored image as `get` returns it. */
export interface StoredImage {
  id: string;
  contentType: ImageType;
  bytes: Uint8Array;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The image type the bytes' signature ("magic bytes") shows, or null when they are none of
 * {@link IMAGE_TYPES}: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF `GIF87a`/`GIF89a`,
 * WebP `RIFF….WEBP`, AVIF an ISO-BMFF `ftyp` box with the `avif`/`avis` brand.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = Math.min(
      bytes.length,
      ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
    );
    // Major brand at 8, minor version at 12, compatible brands from 16 to the end of the box.
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return null;
}

/** The media type of a `Content-Type` header without parameters, lower case. */
function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/**
 * Checks an image: a declared type of {@link IMAGE_TYPES} matching the bytes' signature, at most
 * {@link MAX_IMAGE_BYTES}.
 * @throws HTTPException 413 'Ukuran gambar maksimal 2 MB.'; ValidationError 'Gambar harus
 * berformat PNG, JPEG, WebP, GIF atau AVIF.' (empty, other type, or bytes of another type).
 */
export function checkImage(bytes: Uint8Array, contentType: string): ImageType {
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new HTTPException(413, { message: serverMessages.imageTooLarge });
  const declared = mediaType(contentType);
  const sniffed = sniffImageType(bytes);
  if (!sniffed || sniffed !== declared)
    throw new ValidationError(serverMessages.imageInvalid, { image: serverMessages.imageInvalid });
  return sniffed;
}

/**
 * Stores checked image bytes (once per content) with `db` (a transaction or the database).
 * @returns the image's URL `/api/images/<sha256 hex>`.
 */
export async function storeImage(
  db: Executor,
  bytes: Uint8Array,
  contentType: ImageType,
): Promise<string> {
  const id = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(images)
    .values({ id, contentType, bytes })
    .onConflictDoNothing({ target: images.id });
  return `${IMAGE_URL_PREFIX}${id}`;
}

/** Whether `value` is a data URL (server mode stores image URLs, never data URLs). */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value.trim());
}

/**
 * A data URL's image moved into the images table (restoring a browser-mode backup), inside `db`.
 * @returns the new URL, or null when the data URL is not a valid image of an accepted type
 * within 2 MB (the caller keeps the value as it was).
 */
export async function storeDataUrlImage(db: Executor, value: string): Promise<string | null> {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]*)$/i.exec(value);
  if (!match) return null;
  const bytes = new Uint8Array(Buffer.from(match[2]!, 'base64'));
  try {
    return await storeImage(db, bytes, checkImage(bytes, match[1]!));
  } catch (error) {
    if (error instanceof ValidationError || error instanceof HTTPException) return null;
    throw error;
  }
}

/** The image service of one request. */
export function createImageService(ctx: ServiceContext) {
  return {
    /**
     * Stores an uploaded image (any signed-in user; the HTTP adapter uploads a chosen image
     * before saving a product or profile with it).
     * @param bytes - the raw body.
     * @param contentType - the request's `Content-Type` (`image/png|jpeg|webp|gif|avif`).
     * @returns `{ url }`, `/api/images/<sha256 hex>`; the same bytes give the same URL.
     * @throws PermissionError signed out (401); ValidationError wrong type or signature (400);
     * HTTPException 413 over 2 MB.
     */
    async upload(bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
      ctx.requireRole();
      const type = checkImage(bytes, contentType);
      return { url: await storeImage(ctx.db, bytes, type) };
    },

    /**
     * One stored image.
     * @param id - the SHA-256 hex of the URL.
     * @returns the image, or null when unknown (or not a SHA-256 hex id).
     */
    async get(id: string): Promise<StoredImage | null> {
      if (!/^[0-9a-f]{64}$/.test(id)) return null;
      const [row] = await ctx.db.select().from(images).where(eq(images.id, id));
      if (!row) return null;
      return { id: row.id, contentType: row.contentType as ImageType, bytes: row.bytes };
    },
  };
}
