// @vitest-environment node
/**
 * Migration 0010 (one review per product and buyer, src/domain/catalog/reviews.ts) on a database that
 * already holds reviews: each review gets the account of its author's username, a buyer's several
 * reviews of one product keep only the newest, and the unique index is created — the migration
 * never fails on the duplicates written before the rule. Migration 0011 (chat threads by account
 * id, decision 017): each thread and its unread counter get the account of their username once; a
 * thread whose account is gone gets `~username`.
 */
import { afterEach, expect, it } from 'vitest';
import { databaseBefore as migratedBefore, type Cleanups } from '../testing/migrations';

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh database migrated up to, not including, `tag`. */
const databaseBefore = (tag: string) => migratedBefore(tag, cleanups);

it('gives reviews their author account, keeps the newest of a buyer\'s reviews of a product, and creates the unique index', async () => {
  const { client, migrateAll } = await databaseBefore('0010_review_per_buyer');

  await client.exec(`
    insert into users (id, username, role) values ('USR1', 'pembeli', 'buyer'), ('USR2', 'tamu', 'buyer');
    insert into reviews (id, product_id, author, rating, text, created_at) values
      ('R-old', 1, 'pembeli', 5, 'Pertama', '2026-01-01T00:00:00.000Z'),
      ('R-new', 1, 'pembeli', 2, 'Kedua', '2026-02-01T00:00:00.000Z'),
      ('R-other-product', 2, 'pembeli', 4, 'Produk lain', '2026-01-15T00:00:00.000Z'),
      ('R-tamu', 1, 'tamu', 3, 'Tamu', '2026-01-10T00:00:00.000Z'),
      ('R-gone-1', 1, 'akun_hilang', 4, 'Tanpa akun', '2026-01-03T00:00:00.000Z'),
      ('R-gone-2', 1, 'akun_hilang', 5, 'Tanpa akun lagi', '2026-01-04T00:00:00.000Z'),
      ('R-undated-a', 3, 'tamu', 1, 'Tanpa tanggal A', null),
      ('R-undated-b', 3, 'tamu', 2, 'Tanpa tanggal B', null);
  `);

  await migrateAll();

  const { rows } = await client.query<{ id: string; author_id: string | null }>('select id, author_id from reviews order by id');
  expect(rows).toEqual([
    { id: 'R-gone-1', author_id: null },
    { id: 'R-gone-2', author_id: null },
    { id: 'R-new', author_id: 'USR1' },
    { id: 'R-other-product', author_id: 'USR1' },
    { id: 'R-tamu', author_id: 'USR2' },
    // Undated: the later stored stays (as the product page lists them, newest first).
    { id: 'R-undated-b', author_id: 'USR2' },
  ]);
  await expect(
    client.query(`insert into reviews (id, product_id, author, author_id, rating, text) values ('R-dup', 1, 'pembeli', 'USR1', 5, 'Lagi')`),
  ).rejects.toThrow(/reviews_product_author_key/);
});

it('keys chat threads and their unread counters by account id once, a gone account\'s by `~username`', async () => {
  const { client, migrateAll } = await databaseBefore('0013_chat_owners');

  await client.exec(`
    insert into users (id, username, role) values ('USR1', 'pembeli', 'buyer'), ('USR2', 'tamu', 'buyer');
    insert into chat_messages (id, buyer, sender, text, timestamp, sender_name) values
      ('M1', 'pembeli', 'buyer', 'Halo', '2026-01-01T00:00:00.000Z', 'pembeli'),
      ('M2', 'pembeli', 'admin', 'Halo juga', '2026-01-01T00:01:00.000Z', 'admin'),
      ('M3', 'akun_hilang', 'buyer', 'Saya pergi', '2026-01-02T00:00:00.000Z', 'akun_hilang');
    insert into unread_counts (buyer, buyer_count, admin_count) values ('pembeli', 1, 0), ('akun_hilang', 0, 1);
  `);

  await migrateAll();

  const messages = await client.query<{ id: string; buyer_id: string; buyer: string }>('select id, buyer_id, buyer from chat_messages order by id');
  expect(messages.rows).toEqual([
    { id: 'M1', buyer_id: 'USR1', buyer: 'pembeli' },
    { id: 'M2', buyer_id: 'USR1', buyer: 'pembeli' },
    { id: 'M3', buyer_id: '~akun_hilang', buyer: 'akun_hilang' },
  ]);
  const counts = await client.query<{ buyer_id: string; buyer_count: number; admin_count: number }>('select buyer_id, buyer_count, admin_count from unread_counts order by buyer_id');
  expect(counts.rows).toEqual([
    { buyer_id: 'USR1', buyer_count: 1, admin_count: 0 },
    { buyer_id: '~akun_hilang', buyer_count: 0, admin_count: 1 },
  ]);
  await expect(client.query(`insert into chat_messages (id, buyer, sender, text, timestamp) values ('M4', 'x', 'buyer', 'x', 'x')`)).rejects.toThrow(/buyer_id/);
});
