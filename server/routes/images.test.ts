// @vitest-environment node
/**
 * `/api/images*` over HTTP (`docs/api.md`, "Images"): signed-in uploads of PNG/JPEG/WebP/GIF/AVIF
 * checked by their signature and size, stored as re-encodings (upright, without metadata, at most
 * `MAX_STORED_IMAGE_SIDE` px, first frame only, a GIF as a PNG), content-addressed URLs of the
 * stored bytes, and downloads with a year's immutable caching, ETag revalidation (304) and `nosniff`.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { images } from '../db/schema';
import { MAX_STORED_IMAGE_SIDE, sniffImageType } from '../services/images';
import { DEMO } from '../testing/harness';
import { serverPerTest } from '../testing/fixtures';

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('image upload and download', () => {
  const server = serverPerTest();

  it('stores a signed-in user’s image once and serves it with ETag, immutable caching and 304', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const upload = () =>
      buyer.request('/api/images', {
        method: 'POST',
        body: PNG,
        headers: { 'content-type': 'image/png' },
      });
    const first = await upload();
    expect(first.status).toBe(201);
    const { url } = (await first.json()) as { url: string };
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    const id = url.split('/').at(-1)!;
    expect(await (await upload()).json()).toEqual({ url });

    const visitor = server.client();
    const got = await visitor.request(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('etag')).toBe(`"${id}"`);
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // The id is the SHA-256 of the bytes served: the stored re-encoding, the same image.
    const served = new Uint8Array(await got.arrayBuffer());
    expect(id).toBe(Buffer.from(await crypto.subtle.digest('SHA-256', served)).toString('hex'));
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(PNG).raw().toBuffer());

    for (const tag of [`"${id}"`, `W/"${id}"`, `"other", "${id}"`, '*']) {
      const revalidated = await visitor.request(url, { headers: { 'if-none-match': tag } });
      expect([tag, revalidated.status]).toEqual([tag, 304]);
      expect(revalidated.headers.get('etag')).toBe(`"${id}"`);
      expect(await revalidated.text()).toBe('');
    }
    expect((await visitor.request(url, { headers: { 'if-none-match': '"other"' } })).status).toBe(
      200,
    );

    const unknown = await visitor.request(`/api/images/${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: expect.any(String), message: apiMessages.imageNotFound });
    expect((await visitor.request('/api/images/not-a-hash')).status).toBe(404);

    // The uploaded URL is what a product or profile stores.
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const profile = await admin.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'admin@seulanga.id', profileImage: url },
    });
    expect(await profile.json()).toMatchObject({ profileImage: url });
  });

  it('refuses visitors (401), other types or lying signatures (400) and images over 2 MB (413)', async () => {
    const visitor = server.client();
    expect(
      (
        await visitor.request('/api/images', {
          method: 'POST',
          body: PNG,
          headers: { 'content-type': 'image/png' },
        })
      ).status,
    ).toBe(401);

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    // With the Origin a browser sends (a text/plain body without it is refused as CSRF, 403).
    const post = (body: Uint8Array<ArrayBuffer>, type: string) =>
      buyer.request('/api/images', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
    const svg = await post(
      bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({ message: apiMessages.imageInvalid });
    expect((await post(PNG, 'image/jpeg')).status).toBe(400);
    expect((await post(bytesOf('<html>hello</html>'), 'image/png')).status).toBe(400);
    expect((await post(PNG, 'text/plain')).status).toBe(400);
    expect((await post(new Uint8Array(), 'image/png')).status).toBe(400);

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await post(big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBeTruthy();
    const exactly = new Uint8Array(2 * 1024 * 1024);
    exactly.set(PNG);
    expect((await post(exactly, 'image/png')).status).toBe(201);

    // A right signature over bytes no decoder reads: 400, nothing stored.
    const broken = new Uint8Array(4096);
    broken.set(PNG.subarray(0, 8));
    const unreadable = await post(broken, 'image/png');
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ message: apiMessages.imageUnreadable });
    // A decompression bomb: 10,000 × 10,000 white pixels in about 300 kB, refused from its header.
    const bomb = new Uint8Array(
      await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png().toBuffer(),
    );
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const tooManyPixels = await post(bomb, 'image/png');
    expect(tooManyPixels.status).toBe(413);
    expect(await tooManyPixels.json()).toMatchObject({ message: apiMessages.imageTooManyPixels });
  }, 60_000);
});

describe('uploads stored as re-encodings', () => {
  const server = serverPerTest();
  const storedCount = async () => (await server.database.db.select({ n: count() }).from(images))[0]!.n;

  const uploadAs = async (bytes: Uint8Array, type: string) => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const answer = await buyer.request('/api/images', { method: 'POST', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': type } });
    expect(answer.status).toBe(201);
    const { url } = (await answer.json()) as { url: string };
    const got = await server.client().request(url);
    const stored = new Uint8Array(await got.arrayBuffer());
    return { url, type: got.headers.get('content-type'), stored, meta: await sharp(stored).metadata() };
  };

  it('stores a 2 MB animated GIF as a much smaller still PNG of its first frame', async () => {
    const frames = await Promise.all(
      Array.from({ length: 9 }, () =>
        sharp({ create: { width: 400, height: 400, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 }, background: '#808080' } }).png().toBuffer(),
      ),
    );
    const gif = new Uint8Array(await sharp(frames, { join: { animated: true } }).gif({ effort: 1, dither: 0 }).toBuffer());
    expect(gif.byteLength).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(gif.byteLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect((await sharp(gif).metadata()).pages).toBe(9);

    const { type, stored, meta } = await uploadAs(gif, 'image/gif');
    expect(type).toBe('image/png');
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 400 });
    expect(meta.pages ?? 1).toBe(1);
    expect(stored.byteLength).toBeLessThan(gif.byteLength / 5);
    // The first frame, every pixel kept (a GIF's at most 256 colours fit a palette PNG).
    const firstFrame = await sharp(gif, { pages: 1 }).removeAlpha().raw().toBuffer();
    expect((await sharp(stored).removeAlpha().raw().toBuffer()).equals(firstFrame)).toBe(true);
  }, 90_000);

  it('drops EXIF (GPS) and ICC from a JPEG, turns it upright, and keeps it a JPEG', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'Kamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1' } })
        .withMetadata({ orientation: 6, icc: 'p3' })
        .toBuffer(),
    );
    const before = await sharp(jpeg).metadata();
    expect([Boolean(before.exif), Boolean(before.icc), before.orientation]).toEqual([true, true, 6]);
    expect(Buffer.from(before.exif!).includes('Kamera')).toBe(true);

    const { type, stored, meta } = await uploadAs(jpeg, 'image/jpeg');
    expect(type).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(Buffer.from(stored).includes('Kamera')).toBe(false);
  }, 60_000);

  it(`scales an image larger than ${MAX_STORED_IMAGE_SIDE} px down to it, and a small one not up`, async () => {
    const wide = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 }, background: '#808080' } }).jpeg({ quality: 80 }).toBuffer(),
    );
    const { meta } = await uploadAs(wide, 'image/jpeg');
    expect([meta.width, meta.height]).toEqual([MAX_STORED_IMAGE_SIDE, MAX_STORED_IMAGE_SIDE / 2]);
    const small = new Uint8Array(await sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 0.5 } } }).webp().toBuffer());
    const smallStored = await uploadAs(small, 'image/webp');
    expect(smallStored.type).toBe('image/webp');
    expect(smallStored.meta).toMatchObject({ format: 'webp', width: 120, height: 80, hasAlpha: true });
  }, 60_000);

  it('stores the same upload once: the re-encoding is the same bytes each time', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 }, background: '#808080' } }).jpeg({ quality: 95 }).toBuffer(),
    );
    const before = await storedCount();
    const first = await uploadAs(jpeg, 'image/jpeg');
    const second = await uploadAs(jpeg, 'image/jpeg');
    expect(second.url).toBe(first.url);
    expect(second.stored).toEqual(first.stored);
    expect(await storedCount()).toBe(before + 1);
  }, 60_000);
});

describe('image signatures', () => {
  it('recognises PNG, JPEG, GIF, WebP and AVIF and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(bytesOf('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(bytesOf('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytesOf('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf'))).toBe(
      'image/avif',
    );
    expect(sniffImageType(bytesOf('\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1avifmiaf'))).toBe(
      'image/avif',
    );
    expect(sniffImageType(bytesOf('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom'))).toBeNull();
    expect(sniffImageType(bytesOf('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytesOf('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
