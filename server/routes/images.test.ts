// @vitest-environment node
/**
 * `/api/images*` over HTTP (`docs/api.md`, "Images"): signed-in uploads of PNG/JPEG/WebP/GIF/AVIF
 * checked by their signature and size, content-addressed URLs, and downloads with a year's
 * immutable caching, ETag revalidation (304) and `nosniff`.
 */
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { sniffImageType } from '../services/images';
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
    expect(id).toBe(Buffer.from(await crypto.subtle.digest('SHA-256', PNG)).toString('hex'));
    expect(await (await upload()).json()).toEqual({ url });

    const visitor = server.client();
    const got = await visitor.request(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('etag')).toBe(`"${id}"`);
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);

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
  });
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
