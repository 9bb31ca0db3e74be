// @vitest-environment node
/**
 * The clean-up of unused uploads (server/services/image-cleanup.ts; docs/server.md "Images") over a
 * real database: an image no product or profile names, not uploaded for a day, goes with its
 * variants; a named one, a fresh one, one uploaded again within the day and one a backup restore
 * names stay; runs that overlap or repeat remove each image once and fail nothing; the timer runs
 * at once. A save (product, profile) touches the image it names, so a run under way keeps it, and
 * a save naming an image already removed is refused.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { images, imageVariants, products, users } from '../db/schema';
import { DEMO, startTestServer, testDatabaseUrl, type TestClient, type TestServer } from '../testing/harness';
import { json, storedPng, uploadImage as upload } from '../testing/fixtures';
import { removeUnusedImages, startImageCleanup, UNUSED_IMAGE_GRACE_MS } from './image-cleanup';
import { imageId } from '../services/images';

/** A PNG of its own per name, as the server stores it (its id is the upload's). */
const pngNamed = storedPng;
const HOUR = 3_600_000;

let server: TestServer;
let admin: TestClient;
let buyer: TestClient;
let clock = Date.parse('2026-11-27T08:00:00.000Z');

async function storedIds(bytes: Uint8Array[]): Promise<string[]> {
  const rows = await server.database.db.select({ id: images.id }).from(images).where(inArray(images.id, bytes.map(imageId)));
  return rows.map((row) => row.id).sort();
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
}, 60_000);

afterAll(() => server.close());

describe('unused images are removed after a day', () => {
  it('removes an unreferenced image older than a day with its variants, keeps the named and the fresh, and runs again without error', async () => {
    const unused = await pngNamed('unused');
    const productPhoto = await pngNamed('product');
    const profile = await pngNamed('profile');
    const againLater = await pngNamed('again');
    const [unusedUrl, productUrl, profileUrl] = [await upload(admin, unused), await upload(admin, productPhoto), await upload(buyer, profile)];
    await upload(admin, againLater);
    const saved = await admin.request('/api/admin/products', {
      method: 'POST',
      json: { name: 'Kopi Foto', category: 'Minuman', price: 50000, stock: 5, location: 'Takengon', partnerId: 'P001', image: productUrl, description: 'Uji', weight: 500 },
    });
    expect(saved.status).toBe(201);
    expect((await buyer.request('/api/account/profile', { method: 'PUT', json: { email: 'pembeli@example.com', profileImage: profileUrl } })).status).toBe(200);
    const variantsOfUnused = () => server.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, imageId(unused)));
    expect((await variantsOfUnused()).length).toBeGreaterThan(0);

    // Within the day nothing goes.
    clock += UNUSED_IMAGE_GRACE_MS - HOUR;
    expect(await removeUnusedImages(server.database.db, new Date(clock))).toEqual([]);
    // Uploaded again (by another account) late in the day: a new day for it.
    await upload(buyer, againLater);
    clock += 2 * HOUR;
    const fresh = await pngNamed('fresh');
    await upload(admin, fresh);

    const runs = await Promise.all([removeUnusedImages(server.database.db, new Date(clock)), removeUnusedImages(server.database.db, new Date(clock))]);
    expect(runs.flat()).toEqual([imageId(unused)]);
    expect(await storedIds([unused, productPhoto, profile, againLater, fresh])).toEqual(
      [productPhoto, profile, againLater, fresh].map(imageId).sort(),
    );
    expect(await variantsOfUnused()).toEqual([]);
    expect((await server.client().request(unusedUrl)).status).toBe(404);
    expect((await server.client().request(productUrl)).status).toBe(200);
    // Nothing left to do: a second run removes nothing and fails nothing.
    expect(await removeUnusedImages(server.database.db, new Date(clock))).toEqual([]);

    // The image uploaded again goes a day after its last upload; the fresh one, exactly a day old, not yet.
    clock += UNUSED_IMAGE_GRACE_MS;
    expect(await removeUnusedImages(server.database.db, new Date(clock))).toEqual([imageId(againLater)]);
    expect(await storedIds([fresh])).toEqual([imageId(fresh)]);
  });

  it('keeps the images a restored backup names (a day more) and those of the accounts it drops', async () => {
    const backup = await json<{ data: { products: Array<{ image: string }> } }>(await admin.request('/api/admin/backup'));
    // An account the backup does not hold, with an image of its own.
    await server.client().request('/api/auth/register', { method: 'POST', json: { username: 'pemilik', email: 'pemilik@example.com', password: 'rahasia1' } });
    const dropped = await pngNamed('dropped account');
    await upload(await server.signIn('pemilik', 'rahasia1'), dropped);
    const old = await pngNamed('old photo');
    const oldUrl = await upload(admin, old);
    clock += 2 * UNUSED_IMAGE_GRACE_MS;
    backup.data.products[0]!.image = oldUrl;
    expect((await admin.request('/api/admin/restore', { method: 'POST', json: backup })).status).toBe(204);
    // Named by the restored records: a new day, so a clean-up running meanwhile finds it fresh.
    const [restored] = await server.database.db.select().from(images).where(eq(images.id, imageId(old)));
    expect(restored!.touchedAt).toEqual(new Date(clock));
    // The dropped account's image stays, owned by nobody, until the clean-up finds it unused.
    const [orphan] = await server.database.db.select().from(images).where(eq(images.id, imageId(dropped)));
    expect(orphan!.uploaderId).toBeNull();
    const removed = await removeUnusedImages(server.database.db, new Date(clock));
    expect(removed).toContain(imageId(dropped));
    expect(removed).not.toContain(imageId(old));
    expect(await storedIds([old])).toEqual([imageId(old)]);
  });

  it('runs at once when the timer starts, logs what it removed, and stops', async () => {
    const gone = await pngNamed('timer');
    await upload(admin, gone);
    clock += 2 * UNUSED_IMAGE_GRACE_MS;
    const logger = { info: vi.fn(), error: vi.fn() };
    const stop = startImageCleanup(server.deps, logger, 60_000);
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalledWith({ removed: 1 }, 'image clean-up'), { timeout: 10_000 });
    stop();
    expect(await storedIds([gone])).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('a save keeps the image it names', () => {
  const productInput = (image: string) => ({ name: 'Kopi Simpan', category: 'Minuman', price: 50000, stock: 5, location: 'Takengon', partnerId: 'P001', image, description: 'Uji', weight: 500 });
  const touchedAt = async (bytes: Uint8Array) =>
    (await server.database.db.select({ at: images.touchedAt }).from(images).where(eq(images.id, imageId(bytes))))[0]?.at;

  it('refuses a product or a profile naming an image the clean-up removed, and gives a named image a new day', async () => {
    const photo = await pngNamed('removed photo');
    const picture = await pngNamed('removed picture');
    const [photoUrl, pictureUrl] = [await upload(admin, photo), await upload(buyer, picture)];
    clock += 2 * UNUSED_IMAGE_GRACE_MS;
    expect(await removeUnusedImages(server.database.db, new Date(clock))).toEqual(expect.arrayContaining([imageId(photo), imageId(picture)]));
    const gone = { message: apiMessages.imageGone };
    const [before] = await server.database.db.select().from(products).where(eq(products.id, 1));

    const added = await admin.request('/api/admin/products', { method: 'POST', json: productInput(photoUrl) });
    expect(added.status).toBe(400);
    expect(await json(added)).toMatchObject({ ...gone, fields: { image: apiMessages.imageGone } });
    const edited = await admin.request('/api/admin/products/1', { method: 'PUT', json: productInput(photoUrl) });
    expect(edited.status).toBe(400);
    expect(await json(edited)).toMatchObject({ ...gone, fields: { image: apiMessages.imageGone } });
    expect((await server.database.db.select().from(products).where(eq(products.id, 1)))[0]).toEqual(before);
    const profile = await buyer.request('/api/account/profile', { method: 'PUT', json: { email: 'pembeli@example.com', profileImage: pictureUrl } });
    expect(profile.status).toBe(400);
    expect(await json(profile)).toMatchObject({ ...gone, fields: { profileImage: apiMessages.imageGone } });
    const [account] = await server.database.db.select({ profileImage: users.profileImage }).from(users).where(eq(users.username, DEMO.buyer.username));
    expect(account!.profileImage).not.toBe(pictureUrl);

    // Uploaded again, the same URL saves; a later save gives the image a new day.
    await upload(admin, photo);
    expect((await admin.request('/api/admin/products/1', { method: 'PUT', json: productInput(photoUrl) })).status).toBe(200);
    clock += HOUR;
    expect((await admin.request('/api/admin/products/1', { method: 'PUT', json: productInput(photoUrl) })).status).toBe(200);
    expect(await touchedAt(photo)).toEqual(new Date(clock));
  });

  it('saves a product or a profile whose image was already lost (a restore older than the clean-up) when only other fields change', async () => {
    const photo = await pngNamed('photo lost before the save');
    const picture = await pngNamed('picture lost before the save');
    const [photoUrl, pictureUrl] = [await upload(admin, photo), await upload(buyer, picture)];
    expect((await admin.request('/api/admin/products/1', { method: 'PUT', json: productInput(photoUrl) })).status).toBe(200);
    expect((await buyer.request('/api/account/profile', { method: 'PUT', json: { email: 'pembeli@example.com', profileImage: pictureUrl } })).status).toBe(200);
    // The rows go, as a restore of a backup taken before the uploads leaves them (the records still name them).
    await server.database.db.delete(images).where(inArray(images.id, [imageId(photo), imageId(picture)]));

    // Before, each save was refused on the image field the user never touched.
    const repriced = await admin.request('/api/admin/products/1', { method: 'PUT', json: { ...productInput(photoUrl), price: 61000 } });
    expect(repriced.status).toBe(200);
    expect((await server.database.db.select({ price: products.price }).from(products).where(eq(products.id, 1)))[0]!.price).toBe(61000);
    const renamed = await buyer.request('/api/account/profile', { method: 'PUT', json: { email: 'pembeli.baru@example.com', profileImage: pictureUrl } });
    expect(renamed.status).toBe(200);
    // A new value must still name a stored image.
    const other = await pngNamed('never uploaded');
    const otherUrl = photoUrl.replace(imageId(photo), imageId(other));
    expect((await admin.request('/api/admin/products/1', { method: 'PUT', json: productInput(otherUrl) })).status).toBe(400);
  });

  // PostgreSQL only: PGlite runs one statement at a time, so a run and a save cannot overlap there.
  it.skipIf(!testDatabaseUrl())('keeps an image a save names while a clean-up runs: the run waits for the save and finds the image touched', async () => {
    const photo = await pngNamed('raced photo');
    const photoUrl = await upload(admin, photo);
    clock += 2 * UNUSED_IMAGE_GRACE_MS;
    const db = server.database.db;
    const waiting = async () => {
      const rows = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as Array<{ n: number }>;
      return rows[0]!.n;
    };
    // Product 2's row is held, so the save stops after touching its image and before it commits.
    let release!: () => void;
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${products} where ${products.id} = 2 for update`);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isHeld;
    const save = admin.request('/api/admin/products/2', { method: 'PUT', json: productInput(photoUrl) });
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    // The run's snapshot has no product naming the image: only the touched row stops it.
    let runDone = false;
    const run = removeUnusedImages(db, new Date(clock)).finally(() => (runDone = true));
    await expect.poll(async () => runDone || (await waiting()) === 2, { timeout: 10_000 }).toBe(true);
    release();
    await holder;
    expect((await save).status).toBe(200);
    expect(await run).not.toContain(imageId(photo));
    expect(await storedIds([photo])).toEqual([imageId(photo)]);
    expect((await server.client().request(photoUrl)).status).toBe(200);
  });
});

describe("a product's gallery keeps its photos", () => {
  it('keeps every photo a gallery names, removes one taken out of it a day later, and refuses a new photo already removed', async () => {
    const [main, second, third] = [await pngNamed('gallery-main'), await pngNamed('gallery-second'), await pngNamed('gallery-third')];
    const [mainUrl, secondUrl, thirdUrl] = [await upload(admin, main), await upload(admin, second), await upload(admin, third)];
    const input = { name: 'Kopi Galeri', category: 'Minuman', price: 50000, stock: 5, location: 'Takengon', partnerId: 'P001', description: 'Uji', weight: 500 };
    const added = await admin.request('/api/admin/products', { method: 'POST', json: { ...input, image: mainUrl, images: [mainUrl, secondUrl] } });
    expect(added.status).toBe(201);
    const { id } = await json<{ id: number }>(added);

    clock += UNUSED_IMAGE_GRACE_MS + HOUR;
    const removed = await removeUnusedImages(server.database.db, new Date(clock));
    expect(removed).toContain(imageId(third));
    expect(removed).not.toContain(imageId(second));
    expect(await storedIds([main, second])).toEqual([main, second].map(imageId).sort());

    // The removed photo cannot join the gallery; the stored ones can be reordered.
    const refused = await admin.request(`/api/admin/products/${id}`, { method: 'PUT', json: { ...input, image: mainUrl, images: [mainUrl, thirdUrl] } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ message: apiMessages.imageGone, fields: { images: apiMessages.imageGone } });
    const reordered = await admin.request(`/api/admin/products/${id}`, { method: 'PUT', json: { ...input, image: secondUrl, images: [secondUrl] } });
    expect(reordered.status).toBe(200);

    // Out of the gallery, the former main photo goes a day after the save.
    clock += UNUSED_IMAGE_GRACE_MS + HOUR;
    expect(await removeUnusedImages(server.database.db, new Date(clock))).toContain(imageId(main));
    expect(await storedIds([main, second])).toEqual([imageId(second)]);
  });
});
