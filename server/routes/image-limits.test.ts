// @vitest-environment node
/**
 * Uploaded images owned, counted and limited (docs/security.md "Limits",
 * docs/api.md "Images"): an upload records its account and time; the same bytes uploaded again by
 * another account keep their owner and count against nobody; an account stores at most
 * `IMAGES_PER_ACCOUNT` images (409 `IMAGE_LIMIT`, nothing stored) taking at most
 * `IMAGE_BYTES_PER_ACCOUNT` bytes (409 `IMAGE_BYTES_LIMIT`), and uploads at most
 * `IMAGE_UPLOADS_PER_HOUR` of its role an hour (429).
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, rateLimitMessages } from '@/shared/messages';
import { images, users } from '../db/schema';
import { IMAGE_BYTES_PER_ACCOUNT, IMAGES_PER_ACCOUNT, imageId } from '../services/images';
import { formatWait, IMAGE_UPLOADS_PER_HOUR } from '../services/rate-limits';
import { DEMO, type TestClient } from '../testing/harness';
import { json, serverPerTest, storedPng } from '../testing/fixtures';

/** A PNG of its own per number, as the server stores it (its id is the upload's). */
const pngNumber = (n: number) => storedPng(`#${n}`);
const PNG = await pngNumber(0);

const upload = (device: TestClient, bytes: Uint8Array) =>
  device.request('/api/images', { method: 'POST', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });

const clock = Date.parse('2026-11-27T08:00:00.000Z');

describe('image ownership and limits', () => {
  const server = serverPerTest({ now: () => new Date(clock) });

  const accountId = async (username: string) =>
    (await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const imageRow = async (bytes: Uint8Array) =>
    (await server.database.db.select().from(images).where(eq(images.id, imageId(bytes))))[0];
  const owned = async (userId: string) =>
    (await server.database.db.select({ n: count() }).from(images).where(eq(images.uploaderId, userId)))[0]!.n;

  it('records who first uploaded an image and when; the same bytes from another account keep that owner', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyerId = await accountId(DEMO.buyer.username);
    const adminId = await accountId(DEMO.admin.username);

    expect((await upload(buyer, PNG)).status).toBe(201);
    expect(await imageRow(PNG)).toMatchObject({ uploaderId: buyerId, createdAt: new Date(clock), touchedAt: new Date(clock) });

    const again = await upload(admin, PNG);
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual({ url: `/api/images/${imageId(PNG)}` });
    expect((await imageRow(PNG))!.uploaderId).toBe(buyerId);
    expect(await owned(adminId)).toBe(0);
    expect(await owned(buyerId)).toBe(1);
  });

  it(`refuses a buyer's new image past ${IMAGES_PER_ACCOUNT.buyer} stored with 409 IMAGE_LIMIT and stores nothing`, async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyerId = await accountId(DEMO.buyer.username);
    // The admin's image, uploaded again by the buyer at the limit below.
    expect((await upload(admin, PNG)).status).toBe(201);
    // The buyer already stores the limit less one (rows as earlier uploads leave them).
    const earlier = await Promise.all(Array.from({ length: IMAGES_PER_ACCOUNT.buyer - 1 }, (_, i) => pngNumber(1000 + i)));
    await server.database.db.insert(images).values(
      earlier.map((bytes) => ({ id: imageId(bytes), contentType: 'image/png', bytes, variantsDone: true, uploaderId: buyerId })),
    );

    // The last free place: of three new images sent at once, exactly one is stored.
    const parallel = await Promise.all([1, 2, 3].map(pngNumber));
    const answers = await Promise.all(parallel.map((bytes) => upload(buyer, bytes)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await owned(buyerId)).toBe(IMAGES_PER_ACCOUNT.buyer);

    const before = (await server.database.db.select({ n: count() }).from(images))[0]!.n;
    const refused = await upload(buyer, await pngNumber(4));
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ code: 'IMAGE_LIMIT', message: apiMessages.imageLimit(IMAGES_PER_ACCOUNT.buyer) });
    expect(await imageRow(await pngNumber(4))).toBeUndefined();
    expect((await server.database.db.select({ n: count() }).from(images))[0]!.n).toBe(before);

    // Bytes already stored cost nothing: the buyer's own, and the admin's (which stays the admin's).
    expect((await upload(buyer, earlier[0]!)).status).toBe(201);
    expect((await upload(buyer, PNG)).status).toBe(201);
    expect((await imageRow(PNG))!.uploaderId).toBe(await accountId(DEMO.admin.username));
    // The admin's own limit is another.
    expect((await upload(admin, await pngNumber(5))).status).toBe(201);
  });

  it(`refuses a buyer's new image past ${IMAGE_BYTES_PER_ACCOUNT.buyer / 1024 / 1024} MB of stored images with 409 IMAGE_BYTES_LIMIT`, async () => {
    expect(IMAGE_BYTES_PER_ACCOUNT).toEqual({ buyer: 5 * 1024 * 1024, admin: 2048 * 1024 * 1024 });
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyerId = await accountId(DEMO.buyer.username);
    // Two earlier images of the buyer take the quota but 20 bytes (rows as earlier uploads leave them).
    const room = 20;
    const sizes = [IMAGE_BYTES_PER_ACCOUNT.buyer / 2, IMAGE_BYTES_PER_ACCOUNT.buyer / 2 - room];
    await server.database.db.insert(images).values(
      sizes.map((size, i) => {
        const bytes = new Uint8Array(size).fill(i + 1);
        return { id: imageId(bytes), contentType: 'image/png', bytes, variantsDone: true, uploaderId: buyerId };
      }),
    );
    const photo = await pngNumber(7);
    expect(photo.byteLength).toBeGreaterThan(room);
    const refused = await upload(buyer, photo);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ code: 'IMAGE_BYTES_LIMIT', message: apiMessages.imageBytesLimit(5) });
    expect(await imageRow(photo)).toBeUndefined();
    // Counted over the account's own images: the admin stores the same bytes, which the buyer may then name.
    expect((await upload(admin, photo)).status).toBe(201);
    expect((await upload(buyer, photo)).status).toBe(201);
    expect((await imageRow(photo))!.uploaderId).toBe(await accountId(DEMO.admin.username));
  });

  it(`refuses a buyer's upload past ${IMAGE_UPLOADS_PER_HOUR.buyer} in the hour with 429, the admin's not`, async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    // Every valid upload counts, the same bytes again too; refused ones (a wrong type) do not.
    expect((await buyer.request('/api/images', { method: 'POST', body: PNG, headers: { 'content-type': 'image/jpeg' } })).status).toBe(400);
    for (let i = 0; i < IMAGE_UPLOADS_PER_HOUR.buyer; i += 1) expect([i, (await upload(buyer, PNG)).status]).toEqual([i, 201]);
    const refused = await upload(buyer, await pngNumber(1));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(await json(refused)).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.images(formatWait(wait)) });
    expect(await imageRow(await pngNumber(1))).toBeUndefined();
    expect((await upload(admin, await pngNumber(1))).status).toBe(201);
  });
});
