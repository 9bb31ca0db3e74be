/**
 * Uploaded images (`docs/api.md`, "Images"): product photos and profile pictures are stored once
 * in the database under the SHA-256 of their bytes, so every server instance serves them and a
 * URL (`/api/images/<sha256>`) never changes meaning. Records carry that URL, never a data URL.
 *
 * An upload is never stored as sent: sharp decodes it and stores a re-encoding
 * ({@link reencodeImage}: orientation applied, metadata dropped, longest side at most
 * {@link MAX_STORED_IMAGE_SIDE}, first frame only, a GIF as a PNG), and its id is the SHA-256 of
 * the stored bytes. A restore and `npm run images:copy` keep the bytes they bring (docs/api.md
 * "Images").
 *
 * Each raster upload also gets smaller copies in WebP and AVIF (`image_variants`, made with sharp
 * at upload, in the image's transaction) for the storefront's responsive `srcset`s; the URL scheme
 * is `src/shared/image-variants.ts`. Images stored before (or restored from a backup) get theirs
 * at the first request of a variant.
 *
 * Each image is owned by the account that first uploaded its bytes and counts against that
 * account's {@link IMAGES_PER_ACCOUNT} and {@link IMAGE_BYTES_PER_ACCOUNT}; uploads are also limited per hour (docs/security.md
 * "Limits", images). Unused images are removed a day after their last upload
 * (server/jobs/image-cleanup.ts, by {@link deleteUnnamedImages}).
 *
 * Long on purpose: the image store's one life cycle (upload, variants, reads, references, deletion)
 * shares its statements and its lock order.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_TYPES,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
} from '@/shared/image-variants';
import { apiMessages } from '@/shared/messages';
import type { Role } from '@/domain/core/records';
import { ShopError as DataError, PayloadTooLargeError, ValidationError } from '@/domain/core/errors';
import type { Database, Executor } from '../db/client';
import { images, imageVariants, products, users } from '../db/schema';
import { lockAccount } from './account-lock';
import type { ServiceContext } from './context';

// One libvips thread per image operation (the other core keeps answering requests), and no
// operation cache: every upload is a different image.
sharp.concurrency(1);
sharp.cache(false);

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

/**
 * Images an account may own at once (uploaded first by it and not yet removed; docs/security.md
 * "Limits"): a buyer has a profile picture only, an admin the catalogue's photos — up to 8 a
 * product (src/domain/catalog/gallery.ts), so 8,000 keep 1,000 products with full galleries. An
 * unused image leaves its owner's count when the clean-up removes it, a day after its last upload.
 */
export const IMAGES_PER_ACCOUNT: Readonly<Record<Role, number>> = { buyer: 20, admin: 8000 };

const MB = 1024 * 1024;
/**
 * Bytes an account's stored images may take together (docs/security.md "Limits"), counted over
 * the stored (re-encoded) originals it owns, copies aside: 5 MB a buyer (a profile picture and its
 * tries), 2 GB an admin (the catalogue's photos: its 8,000 images at about 250 KB each).
 */
export const IMAGE_BYTES_PER_ACCOUNT: Readonly<Record<Role, number>> = { buyer: 5 * MB, admin: 2048 * MB };

/** Longest side in pixels of a stored image: an upload larger is scaled down to it, never up. */
export const MAX_STORED_IMAGE_SIDE = 2000;

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
 * @throws PayloadTooLargeError 'Ukuran gambar maksimal 2 MB.' (413); ValidationError 'Gambar harus
 * berformat PNG, JPEG, WebP, GIF atau AVIF.' (empty, other type, or bytes of another type).
 */
export function checkImage(bytes: Uint8Array, contentType: string): ImageType {
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new PayloadTooLargeError(apiMessages.imageTooLarge);
  const declared = mediaType(contentType);
  const sniffed = sniffImageType(bytes);
  if (!sniffed || sniffed !== declared)
    throw new ValidationError(apiMessages.imageInvalid, { image: apiMessages.imageInvalid });
  return sniffed;
}

/** The id of image bytes: their SHA-256, lower-case hex (64 characters). */
export function imageId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Largest image, in pixels (width × height), of which variants are made (8000 × 5000). */
export const MAX_VARIANT_INPUT_PIXELS = 40_000_000;

/**
 * Encoder options of a stored image, by the type it is stored as. JPEG at quality 82 with mozjpeg
 * (a photo looks the same, a camera's file shrinks); PNG and a GIF's first frame lossless (a GIF
 * has at most 256 colours, so a palette PNG keeps every pixel and its transparency); WebP and
 * AVIF at the quality of a good photo.
 */
const STORED_JPEG = { quality: 82, mozjpeg: true } as const;
const STORED_PNG = { compressionLevel: 9 } as const;
const STORED_WEBP = { quality: 82, effort: 4 } as const;
const STORED_AVIF = { quality: 60, effort: 3 } as const;

/** The type an upload is stored as: its own, but a GIF becomes a PNG (docs/api.md "Images"). */
export function storedTypeOf(type: ImageType): ImageType {
  return type === 'image/gif' ? 'image/png' : type;
}

/** An image as the shop stores it. */
export interface EncodedImage {
  bytes: Uint8Array;
  contentType: ImageType;
}

/** WebP quality (1-100) and effort (0-6) of the variants. */
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
/**
 * AVIF quality (1-100) and effort (0-9) of the variants. Effort 3, not 4: 4 encodes several times
 * slower for a file barely smaller (docs/measuring.md, "Figures behind code choices").
 */
const AVIF_OPTIONS = { quality: 50, effort: 3 } as const;

/** A smaller copy of an image in a modern format. */
export interface ImageVariant {
  /** Width in pixels. */
  width: number;
  format: ImageVariantFormat;
  bytes: Uint8Array;
}

/**
 * The variant widths of an image `originalWidth` pixels wide: the widths of
 * `IMAGE_VARIANT_WIDTHS` not above it (never upscaled), plus the original width itself when
 * it is under the largest (so a request for a wider variant gets the sharpest copy there is).
 * @param originalWidth - the image's width in pixels, after its EXIF orientation.
 * @returns ascending widths in pixels; empty for a width under 1.
 */
export function variantWidths(originalWidth: number): number[] {
  if (!(originalWidth >= 1)) return [];
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

let queue: Promise<unknown> = Promise.resolve();
/** Runs `task` after every task queued before it: one image is encoded at a time per process. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Makes the variants of an image: each width of {@link variantWidths} in WebP and AVIF, EXIF
 * orientation applied, metadata stripped, one image at a time per process. About 1 s for a 2 MB
 * JPEG photo on a 2-core machine (docs/server.md, "Images").
 * @param bytes - the image (checked by {@link checkImage}).
 * @param contentType - its type.
 * @returns the variants, ascending by width; empty for a GIF or another animated image (kept
 * animated: the original is served instead), an image over {@link MAX_VARIANT_INPUT_PIXELS}, or
 * one sharp cannot decode. Never throws for the image's content.
 */
export function deriveVariants(bytes: Uint8Array, contentType: ImageType): Promise<ImageVariant[]> {
  if (contentType === 'image/gif') return Promise.resolve([]);
  return serially(async () => {
    const input = {
      limitInputPixels: MAX_VARIANT_INPUT_PIXELS,
      failOn: 'error',
      autoOrient: true,
    } as const;
    try {
      const meta = await sharp(bytes, input).metadata();
      if ((meta.pages ?? 1) > 1) return [];
      const variants: ImageVariant[] = [];
      for (const width of variantWidths(meta.autoOrient.width)) {
        const resized = sharp(bytes, input).resize({ width, withoutEnlargement: true });
        for (const format of IMAGE_VARIANT_FORMATS) {
          const encoded =
            format === 'avif'
              ? resized.clone().avif(AVIF_OPTIONS)
              : resized.clone().webp(WEBP_OPTIONS);
          variants.push({ width, format, bytes: new Uint8Array(await encoded.toBuffer()) });
        }
      }
      return variants;
    } catch {
      // Not decodable (or too large): the image is kept and served as it is, without variants.
      return [];
    }
  });
}

/**
 * The bytes the shop stores for an upload (docs/api.md "Images"): decoded by sharp, turned upright
 * by its EXIF orientation, scaled down to fit {@link MAX_STORED_IMAGE_SIDE} × the same (never up),
 * its first frame only (an animated GIF or WebP becomes a still), re-encoded without any metadata
 * (EXIF, GPS, XMP, ICC: colours converted to sRGB) as {@link storedTypeOf} its type. One image at
 * a time per process, as the variants. Deterministic: the same bytes give the same result on the
 * same sharp, so an upload repeated is stored once.
 * @param bytes - the upload, checked by {@link checkImage}.
 * @param type - its type.
 * @throws PayloadTooLargeError `apiMessages.imageTooManyPixels` (413) over
 * {@link MAX_VARIANT_INPUT_PIXELS} (read from the header: the pixels are never decoded);
 * ValidationError `apiMessages.imageUnreadable` (400) when sharp cannot decode the bytes.
 */
export function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<EncodedImage> {
  return serially(async () => {
    // `pages: 1, page: 0`: the first frame only, whatever the default.
    const input = { limitInputPixels: MAX_VARIANT_INPUT_PIXELS, failOn: 'error', pages: 1, page: 0 } as const;
    const unreadable = () => new ValidationError(apiMessages.imageUnreadable, { image: apiMessages.imageUnreadable });
    // The header only (no pixel is decoded), read without the pixel limit so a bomb is told apart.
    const meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata().catch(() => {
      throw unreadable();
    });
    if (!meta.width || !meta.height) throw unreadable();
    if (meta.width * meta.height > MAX_VARIANT_INPUT_PIXELS)
      throw new PayloadTooLargeError(apiMessages.imageTooManyPixels);
    const contentType = storedTypeOf(type);
    const image = sharp(bytes, input)
      .rotate()
      .resize({ width: MAX_STORED_IMAGE_SIDE, height: MAX_STORED_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/gif'
        ? image.png({ ...STORED_PNG, palette: true })
        : contentType === 'image/jpeg'
          ? image.jpeg(STORED_JPEG)
          : contentType === 'image/webp'
            ? image.webp(STORED_WEBP)
            : contentType === 'image/avif'
              ? image.avif(STORED_AVIF)
              : image.png(STORED_PNG);
    try {
      return { bytes: new Uint8Array(await encoded.toBuffer()), contentType };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new PayloadTooLargeError(apiMessages.imageTooManyPixels);
      throw unreadable();
    }
  });
}

/** Who first uploads an image, and when (an image stored without one has no owner). */
export interface ImageUpload {
  uploaderId: string;
  at: Date;
}

/**
 * Stores checked image bytes (once per content) with `db`, and its `variants` when given (then
 * run it in a transaction, so the image and its variants are stored together). Without
 * `variants` a new image is left for the first request of a variant to complete
 * ({@link createImageService}); an image stored before gains the given variants.
 * @param upload - the uploader and time a new image records; an image stored before keeps its
 * owner and times (the caller refreshes `touchedAt`).
 * @returns the image's URL `/api/images/<sha256 hex>`. @throws when the database fails.
 */
export async function storeImage(
  db: Executor,
  bytes: Uint8Array,
  contentType: ImageType,
  variants?: readonly ImageVariant[],
  upload?: ImageUpload,
): Promise<string> {
  const id = imageId(bytes);
  const owner = upload ? { uploaderId: upload.uploaderId, createdAt: upload.at, touchedAt: upload.at } : {};
  await db
    .insert(images)
    .values({ id, contentType, bytes, variantsDone: variants !== undefined, ...owner })
    .onConflictDoNothing({ target: images.id });
  if (variants) {
    if (variants.length > 0)
      await db
        .insert(imageVariants)
        .values(variants.map((variant) => ({ imageId: id, ...variant })))
        .onConflictDoNothing();
    await db
      .update(images)
      .set({ variantsDone: true })
      .where(and(eq(images.id, id), eq(images.variantsDone, false)));
  }
  return `${IMAGE_URL_PREFIX}${id}`;
}

/** Whether `value` is a data URL (server mode stores image URLs, never data URLs). */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value.trim());
}

/** An image this server stores: `/api/images/` and its SHA-256 id. */
const STORED_IMAGE_URL = /^\/api\/images\/([0-9a-f]{64})$/;
/** An image the built shop ships in `public/images` (product photos, avatars, the placeholder). */
const STATIC_IMAGE_URL = /^\/images(\/[\w-]+(\.[\w-]+)*)+\.(svg|png|jpe?g|webp|gif|avif)$/i;

/**
 * Whether `value` names an image the shop itself serves: one uploaded to this
 * server, or one the shop ships. Any other path — same-origin API paths such as `/api/admin/backup`
 * or `/api/events`, or another site's address — is no image of the shop's.
 */
export function isShopImageUrl(value: string): boolean {
  return STORED_IMAGE_URL.test(value) || STATIC_IMAGE_URL.test(value);
}

/**
 * Checks an image field of a server-mode write: empty (when `optional`), or an image the shop
 * serves ({@link isShopImageUrl}).
 * @throws ValidationError on `field`: 'Gambar harus diunggah ke server terlebih dahulu.' for a
 *   data URL (the HTTP adapter uploads a chosen image first), `apiMessages.imageNotShop` for
 *   any other address.
 */
export function assertShopImage(value: string, field: string, optional: boolean): void {
  if (optional && value === '') return;
  if (isDataUrl(value)) throw new ValidationError(apiMessages.imageUploadRequired, { [field]: apiMessages.imageUploadRequired });
  if (!isShopImageUrl(value)) throw new ValidationError(apiMessages.imageNotShop, { [field]: apiMessages.imageNotShop });
}

/** Ids per statement of {@link touchImages}. */
const TOUCH_CHUNK = 1000;

/**
 * Sets `touchedAt` of the stored images that `urls` name to `at` (a restore, for the images its
 * records name; a save, for the image it names: {@link keepNamedImage}): the clean-up then spares
 * them a day, and a clean-up running meanwhile waits for the row and finds it touched
 * ({@link deleteUnnamedImages}). Other values are ignored.
 * @param db - the restore's or the save's transaction (run it before the transaction locks the
 * records that name the images: images first, then products or accounts, as a restore does).
 * @returns the ids of the images touched (those of `urls` that are stored).
 */
export async function touchImages(db: Executor, urls: Iterable<string>, at: Date): Promise<Set<string>> {
  const ids = [...new Set([...urls].flatMap((url) => STORED_IMAGE_URL.exec(url)?.[1] ?? []))].sort();
  const touched = new Set<string>();
  for (let start = 0; start < ids.length; start += TOUCH_CHUNK) {
    const rows = await db
      .update(images)
      .set({ touchedAt: at })
      .where(inArray(images.id, ids.slice(start, start + TOUCH_CHUNK)))
      .returning({ id: images.id });
    for (const row of rows) touched.add(row.id);
  }
  return touched;
}

/**
 * Keeps the stored image that an image field of a save names (a product's photo, a profile
 * picture; docs/server.md "Images"): touches its row in the save's transaction
 * ({@link touchImages}), so a clean-up running meanwhile waits for the row, finds it touched and
 * keeps it. An image the shop ships, or an empty value, needs nothing.
 * @param db - the save's transaction (a product save: before it locks the product; a profile
 * save: after the account's lock, the order an upload takes them in).
 * @param value - the field's value, checked by {@link assertShopImage}.
 * @param field - the field's name, for the refusal (`image`, `profileImage`).
 * @param at - the clock's time.
 * @param current - the record's value before the save (none for a new record): a value the record
 * already had is touched if still stored but never refused, so a save that changes only the price
 * or the e-mail does not fail on a picture the server lost (e.g. a restore of a backup older than
 * the clean-up); only a new value must name a stored image.
 * @throws ValidationError on `field`: `apiMessages.imageGone` 'Gambar tidak ditemukan, unggah
 * lagi.' when a new value names no stored image (removed by the clean-up, or never uploaded).
 */
export async function keepNamedImage(db: Executor, value: string, field: string, at: Date, current?: string): Promise<void> {
  const id = STORED_IMAGE_URL.exec(value)?.[1];
  if (id === undefined || (await touchImages(db, [value], at)).has(id) || value === current) return;
  throw new ValidationError(apiMessages.imageGone, { [field]: apiMessages.imageGone });
}

/**
 * The URLs of `urls` that name an uploaded image (`/api/images/<sha-256>`) the server no longer
 * stores (removed by the clean-up, or never uploaded): one read. Other values are never in it.
 */
export async function missingImageUrls(db: Executor, urls: Iterable<string>): Promise<Set<string>> {
  const byId = new Map<string, string>();
  for (const url of urls) {
    const id = STORED_IMAGE_URL.exec(url)?.[1];
    if (id !== undefined) byId.set(id, url);
  }
  if (byId.size === 0) return new Set();
  const stored = new Set((await db.select({ id: images.id }).from(images).where(inArray(images.id, [...byId.keys()]))).map((row) => row.id));
  return new Set([...byId].filter(([id]) => !stored.has(id)).map(([, url]) => url));
}

/** Images removed per statement by {@link deleteUnnamedImages}; a run repeats the statement until fewer are left. */
export const IMAGE_CLEANUP_BATCH = 200;

/**
 * Whether no record names the image of URL `imageUrl` (`/api/images/<sha256>`): no product's photo
 * (its `image` or one of its gallery's `images`) and no account's profile picture. Chat messages, orders, reviews, partners and settings carry no
 * image URL. A new column that holds image URLs must be added here, or its images are removed.
 *
 * PostgreSQL runs these as hash anti-joins: each statement reads every product and account once,
 * which costs less than looking each batch's candidate URLs up, with or without an index on
 * `products.image` (docs/measuring.md, "Figures behind code choices"). So: no index, these anti-joins.
 */
const imageUnnamed = (imageUrl: SQL): SQL[] => [
  sql`not exists (select 1 from ${products} where ${products.image} = ${imageUrl})`,
  sql`not exists (select 1 from ${products} where ${imageUrl} = any(${products.images}))`,
  sql`not exists (select 1 from ${users} where ${users.profileImage} = ${imageUrl})`,
];

/**
 * Deletes, with their variants, the images no record names ({@link imageUnnamed}) whose
 * `touchedAt` is before `cutoff`, {@link IMAGE_CLEANUP_BATCH} per `DELETE … WHERE NOT EXISTS …`
 * statement until none is left. Each row's age is checked again when it is deleted, so an image
 * uploaded again or named by a restore meanwhile stays, and runs that overlap remove each image once.
 * @param db - the database (not a transaction: each statement commits on its own).
 * @param cutoff - images touched at or after this time stay.
 * @returns the ids of the images removed (empty when there were none).
 * @throws when the database fails (what was deleted before stays deleted).
 */
export async function deleteUnnamedImages(db: Executor, cutoff: Date): Promise<string[]> {
  const imageUrl = sql`${IMAGE_URL_PREFIX} || ${images.id}`;
  const removed: string[] = [];
  for (;;) {
    const unused = db
      .select({ id: images.id })
      .from(images)
      .where(and(lt(images.touchedAt, cutoff), ...imageUnnamed(imageUrl)))
      .limit(IMAGE_CLEANUP_BATCH);
    const batch = await db
      .delete(images)
      .where(and(lt(images.touchedAt, cutoff), inArray(images.id, unused)))
      .returning({ id: images.id });
    removed.push(...batch.map((row) => row.id));
    if (batch.length < IMAGE_CLEANUP_BATCH) return removed;
  }
}

/**
 * Refuses an upload of new bytes by `user` when the account already owns
 * {@link IMAGES_PER_ACCOUNT} images, or when `size` more bytes would take its images past
 * {@link IMAGE_BYTES_PER_ACCOUNT} (`octet_length` reads a stored value's size without reading it).
 * @param size - the stored (re-encoded) image's bytes.
 * @throws DataError IMAGE_LIMIT (409) 'Akun Anda sudah menyimpan … gambar, batas maksimalnya. …';
 * DataError IMAGE_BYTES_LIMIT (409) 'Gambar Anda sudah memakai ruang penyimpanan maksimal (… MB). …'.
 */
async function assertImageRoom(db: Executor, user: { id: string; role: Role }, size: number): Promise<void> {
  const limit = IMAGES_PER_ACCOUNT[user.role];
  const quota = IMAGE_BYTES_PER_ACCOUNT[user.role];
  const [owned] = await db
    .select({ n: count(), bytes: sum(sql`octet_length(${images.bytes})`).mapWith(Number) })
    .from(images)
    .where(eq(images.uploaderId, user.id));
  if ((owned?.n ?? 0) >= limit) throw new DataError(apiMessages.imageLimit(limit), 'IMAGE_LIMIT');
  if ((owned?.bytes ?? 0) + size > quota)
    throw new DataError(apiMessages.imageBytesLimit(Math.round(quota / MB)), 'IMAGE_BYTES_LIMIT');
}

/**
 * A data URL's image moved into the images table (restoring a browser-mode backup), inside `db`,
 * with the bytes the backup carries (checked, not re-encoded: a restore does not wait for the
 * encoder, and an admin's own backup is no stranger's upload); its variants are made at the first
 * request of one.
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
    if (error instanceof ValidationError || error instanceof PayloadTooLargeError) return null;
    throw error;
  }
}

/** An image answer: the bytes, their media type and their entity tag. */
export interface ServedImage {
  /** Strong ETag, quoted: `"<sha256>"` for the original, `"<sha256>-<width>w.<format>"` for a variant. */
  etag: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Variant derivations under way per database in this process, by image id (one at a time each). */
const deriving = new WeakMap<Database, Map<string, Promise<void>>>();

/**
 * Makes and stores the variants of image `id`, stored before variants existed; concurrent calls
 * for the same image in this process share one derivation. Another instance may derive the same
 * image at the same time: both insert the same rows, the second insert does nothing.
 * @throws when the database fails.
 */
function completeVariants(db: Database, id: string): Promise<void> {
  let running = deriving.get(db);
  if (!running) deriving.set(db, (running = new Map()));
  const under = running.get(id);
  if (under) return under;
  const task = (async () => {
    const [row] = await db
      .select({ contentType: images.contentType, bytes: images.bytes })
      .from(images)
      .where(eq(images.id, id));
    if (!row) return;
    const variants = await deriveVariants(row.bytes, row.contentType as ImageType);
    await db.transaction((tx) => storeImage(tx, row.bytes, row.contentType as ImageType, variants));
  })().finally(() => running.delete(id));
  running.set(id, task);
  return task;
}

/** The image service of one request. */
export function createImageService(ctx: ServiceContext) {
  return {
    /**
     * Stores an uploaded image (any signed-in user; the HTTP adapter uploads a chosen image
     * before saving a product or profile with it) as its re-encoding ({@link reencodeImage}).
     * New stored bytes are owned by the uploader and count against its {@link IMAGES_PER_ACCOUNT}
     * and {@link IMAGE_BYTES_PER_ACCOUNT}; bytes stored before keep their owner, count against
     * nobody else, and get a new day before the clean-up may remove them (docs/security.md
     * "Limits", images).
     * @param bytes - the raw body.
     * @param contentType - the request's `Content-Type` (`image/png|jpeg|webp|gif|avif`).
     * @returns `{ url }`, `/api/images/<sha256 hex of the stored bytes>`; the same upload gives
     * the same URL.
     * @throws PermissionError signed out (401); ValidationError wrong type or signature, or bytes
     * sharp cannot decode (400); PayloadTooLargeError over 2 MB or over 40 megapixels (413);
     * RateLimitError past the account's uploads in the hour (429, `rateLimits.imageUpload`);
     * DataError IMAGE_LIMIT or IMAGE_BYTES_LIMIT new bytes past the account's stored images or
     * their bytes (409; nothing is stored).
     */
    async upload(bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
      const user = ctx.requireRole();
      const type = checkImage(bytes, contentType);
      await ctx.limits.imageUpload(user.id, user.role);
      // Encoded before any statement: the id is the stored bytes' (the hourly limit bounds the work).
      const encoded = await reencodeImage(bytes, type);
      const id = imageId(encoded.bytes);
      const at = ctx.now();
      const [stored] = await ctx.db
        .update(images)
        .set({ touchedAt: at })
        .where(eq(images.id, id))
        .returning({ variantsDone: images.variantsDone });
      if (stored?.variantsDone) return { url: `${IMAGE_URL_PREFIX}${id}` };
      // Checked before the variants too, so a refused upload costs no more encoding.
      if (!stored) await assertImageRoom(ctx.db, user, encoded.bytes.byteLength);
      // Encoded before the transaction opens: no connection is held while sharp works.
      const variants = await deriveVariants(encoded.bytes, encoded.contentType);
      const url = await ctx.db.transaction(async (tx) => {
        // One upload of an account at a time passes here, so parallel uploads cannot pass its limits.
        await lockAccount(tx, user.id);
        const [now] = await tx.select({ id: images.id }).from(images).where(eq(images.id, id));
        if (!now) await assertImageRoom(tx, user, encoded.bytes.byteLength);
        return storeImage(tx, encoded.bytes, encoded.contentType, variants, { uploaderId: user.id, at });
      });
      return { url };
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

    /**
     * A variant of a stored image (made now when the image was stored before variants existed).
     * @param id - the SHA-256 hex of the image's URL.
     * @param width - the wanted width in pixels (one of `IMAGE_VARIANT_WIDTHS`).
     * @param format - `webp` or `avif`.
     * @returns the variant of that width; when the original is narrower, its widest variant in
     * that format; when the image has no variants (a GIF, an animation, one sharp could not
     * decode), the original itself. Null when the image is unknown.
     * @throws when the database fails.
     */
    async variant(
      id: string,
      width: number,
      format: ImageVariantFormat,
    ): Promise<ServedImage | null> {
      if (!/^[0-9a-f]{64}$/.test(id)) return null;
      const [image] = await ctx.db
        .select({ variantsDone: images.variantsDone })
        .from(images)
        .where(eq(images.id, id));
      if (!image) return null;
      if (!image.variantsDone) await completeVariants(ctx.db, id);
      const [variant] = await ctx.db
        .select({ width: imageVariants.width, bytes: imageVariants.bytes })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, id), eq(imageVariants.format, format)))
        .orderBy(desc(sql`${imageVariants.width} = ${width}`), desc(imageVariants.width))
        .limit(1);
      if (variant)
        return {
          etag: `"${id}-${variant.width}w.${format}"`,
          contentType: IMAGE_VARIANT_TYPES[format],
          bytes: variant.bytes,
        };
      const [original] = await ctx.db
        .select({ contentType: images.contentType, bytes: images.bytes })
        .from(images)
        .where(eq(images.id, id));
      return original
        ? { etag: `"${id}"`, contentType: original.contentType, bytes: original.bytes }
        : null;
    },
  };
}
