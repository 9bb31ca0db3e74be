// @vitest-environment node
/**
 * `npm run images:copy` (server/db/copy-images.ts): the uploaded images of the embedded database
 * copied into the new one after a move by backup and restore (docs/deploy.md "From the embedded
 * database to PostgreSQL"), which carries image URLs, not bytes.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from './client';
import { copyImages } from './copy-images';
import { images } from './schema';
import { prepareShop } from './startup';
import { scratchDatabase, testDatabaseUrl, type ScratchDatabase } from '../testing/harness';

const opened: ShopDatabase[] = [];
let scratch: ScratchDatabase | null = null;
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await scratch?.drop();
  scratch = null;
});

/** The new shop's database: PostgreSQL in the PostgreSQL pass, else PGlite; migrated, no account. */
async function newShopDatabase(): Promise<ShopDatabase> {
  if (testDatabaseUrl()) scratch = await scratchDatabase('seulanga_images');
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, maxConnections: 2 } : { kind: 'pglite' });
  opened.push(database);
  return database;
}

it('copies every image with its bytes, without its owner, as a restore stores it, and skips those already there', async () => {
  const old = await openDatabase({ kind: 'pglite' });
  opened.push(old);
  await prepareShop(old, pino({ level: 'silent' }));
  const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
  const jpeg = Uint8Array.from([255, 216, 255, 224, 0, 16]);
  const created = new Date('2026-01-02T03:04:05Z');
  await old.db.insert(images).values([
    { id: 'a'.repeat(64), contentType: 'image/png', bytes: png, createdAt: created, variantsDone: true, uploaderId: 'USR002', touchedAt: created },
    { id: 'b'.repeat(64), contentType: 'image/jpeg', bytes: jpeg, createdAt: created, touchedAt: created },
  ]);

  const shop = await newShopDatabase();
  const now = new Date('2026-11-27T12:00:00Z');
  expect(await copyImages(old.db, shop.db, now)).toEqual({ copied: 2, present: 0 });
  const [copy] = await shop.db.select().from(images).where(eq(images.id, 'a'.repeat(64)));
  expect(copy).toMatchObject({ contentType: 'image/png', createdAt: created, variantsDone: false, uploaderId: null, touchedAt: now });
  expect(new Uint8Array(copy!.bytes)).toEqual(png);
  const [other] = await shop.db.select().from(images).where(eq(images.id, 'b'.repeat(64)));
  expect(new Uint8Array(other!.bytes)).toEqual(jpeg);

  // A second run (or an image uploaded to the new shop meanwhile) copies nothing twice.
  expect(await copyImages(old.db, shop.db, now)).toEqual({ copied: 0, present: 2 });
  expect(await shop.db.select({ id: images.id }).from(images)).toHaveLength(2);
}, 60_000);
