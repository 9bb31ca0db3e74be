// @vitest-environment node
/**
 * Responsive image variants over HTTP (`docs/api.md`, "Images"): an uploaded PNG or JPEG gets
 * WebP and AVIF copies 320/640/960 px wide (never wider than the original, plus the original's
 * width), served at `/api/images/<id>?w=&format=` with immutable caching and their own ETag; a
 * width the original cannot give answers the widest copy; a GIF or an animation uploaded is stored
 * as a still and gets copies too; an image with none (a GIF stored before re-encoding) answers the
 * original; images stored before variants existed get them at the first request.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { imageSrcSet } from '@/shared/image-variants';
import { apiMessages } from '@/shared/messages';
import { images, imageVariants } from '../db/schema';
import { storeImage, variantWidths } from '../services/images';
import { DEMO, type TestClient, type TestServer } from '../testing/harness';
import { serverPerTest } from '../testing/fixtures';

/** The server of the running test ('image variants' starts one per test). */
let server: TestServer;
let buyer: TestClient;

/** A photo-like test image (a colour field with noise) of `width` × `height` pixels. */
async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'gif',
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
      background: '#808080',
    },
  });
  const encoded =
    format === 'jpeg' ? image.jpeg({ quality: 85 }) : format === 'png' ? image.png() : image.gif();
  return new Uint8Array(await encoded.toBuffer());
}

async function upload(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string> {
  const answer = await buyer.request('/api/images', {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': type },
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

async function fetchImage(url: string) {
  const answer = await server.client().request(url);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return { answer, bytes, meta: answer.status === 200 ? await sharp(bytes).metadata() : null };
}

const idOf = (url: string) => url.split('/').at(-1)!;

describe('variant widths', () => {
  it('never upscales and adds the original width under 960 px', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 960]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(256)).toEqual([256]);
    expect(variantWidths(1)).toEqual([1]);
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });
});

describe('image variants', () => {
  server = serverPerTest();
  beforeEach(async () => {
    buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
  });

  it('serves a JPEG in WebP and AVIF at 320, 640 and 960 px with immutable caching and its own ETag', async () => {
    const original = await photo(1200, 900, 'jpeg');
    const url = await upload(original, 'image/jpeg');
    const id = idOf(url);
    for (const format of ['webp', 'avif'] as const) {
      // Every URL the storefront's srcset names answers.
      for (const candidate of imageSrcSet(url, format).split(', ')) {
        const [variantUrl, descriptor] = candidate.split(' ') as [string, string];
        const width = Number(descriptor.slice(0, -1));
        const { answer, bytes, meta } = await fetchImage(variantUrl);
        expect([variantUrl, answer.status]).toEqual([variantUrl, 200]);
        expect(answer.headers.get('content-type')).toBe(`image/${format}`);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        const etag = `"${id}-${width}w.${format}"`;
        expect(answer.headers.get('etag')).toBe(etag);
        expect(meta?.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta?.compression).toBe('av1');
        expect([meta?.width, meta?.height]).toEqual([width, (width * 3) / 4]);
        expect(bytes.byteLength).toBeLessThan(original.byteLength);

        const revalidated = await server
          .client()
          .request(variantUrl, { headers: { 'if-none-match': etag } });
        expect(revalidated.status).toBe(304);
        expect(revalidated.headers.get('etag')).toBe(etag);
        const other = await server
          .client()
          .request(variantUrl, { headers: { 'if-none-match': `"${id}"` } });
        expect(other.status).toBe(200);
      }
    }
    // The original is served as stored: a JPEG re-encoding of the upload.
    const { answer, meta } = await fetchImage(url);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('etag')).toBe(`"${id}"`);
    expect([meta?.format, meta?.width, meta?.height]).toEqual(['jpeg', 1200, 900]);
    // Six variants, stored once; the same upload again makes none twice.
    await upload(original, 'image/jpeg');
    const rows = await server.database.db
      .select({ width: imageVariants.width, format: imageVariants.format })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, id));
    expect(rows).toHaveLength(6);
  }, 60_000);

  it('answers the widest copy when the original is narrower than the width asked for (no upscaling, no 404)', async () => {
    // A transparent PNG 500 px wide: copies at 320 and 500 px.
    const png = new Uint8Array(
      await sharp({
        create: {
          width: 500,
          height: 250,
          channels: 4,
          background: { r: 200, g: 30, b: 30, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer(),
    );
    const url = await upload(png, 'image/png');
    const id = idOf(url);
    for (const [asked, served] of [
      [320, 320],
      [640, 500],
      [960, 500],
    ] as const) {
      for (const format of ['webp', 'avif'] as const) {
        const { answer, meta } = await fetchImage(`${url}?w=${asked}&format=${format}`);
        expect([asked, format, answer.status, meta?.width, meta?.height]).toEqual([
          asked,
          format,
          200,
          served,
          served / 2,
        ]);
        expect(answer.headers.get('etag')).toBe(`"${id}-${served}w.${format}"`);
        expect(meta?.hasAlpha).toBe(true);
      }
    }
  }, 60_000);

  it('applies the EXIF orientation: a portrait photo stored sideways gets upright copies', async () => {
    // Stored 1200 × 900 with orientation 6 (rotate 90°): shown 900 × 1200, so copies 320/640/900.
    const sideways = new Uint8Array(
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const url = await upload(sideways, 'image/jpeg');
    for (const [asked, served] of [
      [640, 640],
      [960, 900],
    ] as const) {
      const { meta } = await fetchImage(`${url}?w=${asked}&format=webp`);
      expect([asked, meta?.width, meta?.height, meta?.orientation]).toEqual([
        asked,
        served,
        Math.round((served * 4) / 3),
        undefined,
      ]);
    }
  }, 60_000);

  it('stores a GIF and an animated WebP as stills with copies; serves a stored GIF itself for every variant URL', async () => {
    const gif = await photo(400, 300, 'gif');
    const frame = (background: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = new Uint8Array(
      await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
        .webp()
        .toBuffer(),
    );
    expect((await sharp(animated).metadata()).pages).toBe(2);
    for (const [bytes, type, stored] of [
      [gif, 'image/gif', 'image/png'],
      [animated, 'image/webp', 'image/webp'],
    ] as const) {
      const url = await upload(bytes, type);
      const original = await fetchImage(url);
      expect([type, original.answer.headers.get('content-type'), original.meta?.pages ?? 1]).toEqual([type, stored, 1]);
      for (const [query, width, format] of [['?w=320&format=avif', 320, 'heif'], ['?w=960&format=webp', 400, 'webp']] as const) {
        const { answer, meta } = await fetchImage(`${url}${query}`);
        expect([type, query, answer.status, meta?.format, meta?.width]).toEqual([type, query, 200, format, width]);
      }
    }
    // A GIF stored before uploads were re-encoded (or restored from a backup) has no copies.
    const url = await storeImage(server.database.db, gif, 'image/gif');
    const id = idOf(url);
    for (const query of ['?w=320&format=avif', '?w=960&format=webp']) {
      const answer = await server.client().request(`${url}${query}`);
      expect([query, answer.status]).toEqual([query, 200]);
      expect(answer.headers.get('content-type')).toBe('image/gif');
      expect(answer.headers.get('etag')).toBe(`"${id}"`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(gif);
    }
    const [row] = await server.database.db
      .select({ variantsDone: images.variantsDone })
      .from(images)
      .where(eq(images.id, id));
    expect(row).toEqual({ variantsDone: true });
  }, 60_000);

  it('makes the variants of an image stored before they existed at its first request, once', async () => {
    const jpeg = await photo(700, 700, 'jpeg');
    // As an image uploaded before this version (or restored from a backup): no variants yet.
    const url = await storeImage(server.database.db, jpeg, 'image/jpeg');
    const id = idOf(url);
    const count = async () =>
      (await server.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, id)))
        .length;
    expect(await count()).toBe(0);
    const answers = await Promise.all(
      ['?w=640&format=avif', '?w=640&format=avif', '?w=960&format=webp'].map((query) =>
        fetchImage(`${url}${query}`),
      ),
    );
    expect(answers.map(({ answer, meta }) => [answer.status, meta?.format, meta?.width])).toEqual([
      [200, 'heif', 640],
      [200, 'heif', 640],
      [200, 'webp', 700],
    ]);
    expect(answers[0]!.bytes).toEqual(answers[1]!.bytes);
    expect(await count()).toBe(6);
    const [row] = await server.database.db
      .select({ variantsDone: images.variantsDone })
      .from(images)
      .where(eq(images.id, id));
    expect(row).toEqual({ variantsDone: true });
    // Deleting the image deletes its variants.
    await server.database.db.delete(images).where(eq(images.id, id));
    expect(await count()).toBe(0);
  }, 60_000);

  it('refuses other widths, formats and parameters (400) and answers 404 for an unknown image', async () => {
    const url = await upload(await photo(400, 300, 'png'), 'image/png');
    for (const query of [
      '?w=300&format=avif',
      '?w=0320&format=avif',
      '?w=320.0&format=webp',
      '?w=320&format=png',
      '?w=320&format=AVIF',
      '?w=320',
      '?format=webp',
      '?w=320&format=avif&x=1',
      '?w=320&w=640&format=avif',
      '?width=320&format=avif',
      '?w=&format=',
    ]) {
      const answer = await server.client().request(`${url}${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(await answer.json()).toEqual({ code: expect.any(String), message: apiMessages.imageVariantInvalid });
    }
    const unknown = await server
      .client()
      .request(`/api/images/${'0'.repeat(64)}?w=320&format=avif`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: expect.any(String), message: apiMessages.imageNotFound });
    expect((await server.client().request('/api/images/not-a-hash?w=320&format=avif')).status).toBe(
      404,
    );
  }, 60_000);

  it('uploads a 2 MB JPEG photo with its variants in reasonable time', async () => {
    // 3000 × 2250, slightly blurred noise at quality 92: about 1.8 MB.
    let jpeg = new Uint8Array();
    for (const quality of [92, 85, 75, 60]) {
      jpeg = new Uint8Array(
        await sharp({
          create: {
            width: 3000,
            height: 2250,
            channels: 3,
            noise: { type: 'gaussian', mean: 128, sigma: 20 },
            background: '#808080',
          },
        })
          .blur(0.8)
          .jpeg({ quality })
          .toBuffer(),
      );
      if (jpeg.byteLength <= 2 * 1024 * 1024) break;
    }
    expect(jpeg.byteLength).toBeGreaterThan(1024 * 1024);
    const started = performance.now();
    const url = await upload(jpeg, 'image/jpeg');
    const took = performance.now() - started;
    console.info(
      `upload of a ${(jpeg.byteLength / 1e6).toFixed(2)} MB JPEG with its variants: ${Math.round(took)} ms`,
    );
    // Generous for a loaded 2-core CI machine (about 2 s measured alone).
    expect(took).toBeLessThan(30_000);
    const { meta } = await fetchImage(`${url}?w=960&format=avif`);
    expect(meta?.width).toBe(960);
  }, 90_000);
});
