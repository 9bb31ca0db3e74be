// @vitest-environment node
/**
 * Migration 0018 (the outbox rows' `recipient_key`, docs/decisions/022-verified-email.md) on an
 * outbox that already holds rows: each row gets the key `normalizeMailbox` gives its recipient, so
 * the e-mails sent before the migration still count against their mailbox's daily limit.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, expect, it } from 'vitest';
import { normalizeMailbox } from '@/domain/accounts/mailbox';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A copy of the migrations folder whose journal ends before `tag` (all of them without). */
function migrationsUpTo(tag?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrations, folder, { recursive: true });
  if (tag) {
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  }
  return folder;
}

it('gives the outbox rows already there the mailbox key of their recipient', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo('0020_outbox_mailbox_key') });
  const recipients = [
    'victim+1@gmail.com',
    ' V.ictim@GoogleMail.com ',
    'a.b+toko@Example.com',
    '+tag@example.com',
    'tanpa-domain',
    '...@gmail.com',
    'akhir@',
    'x@y@gmail.com',
  ];
  for (const [index, recipient] of recipients.entries())
    await client.query(
      `insert into email_outbox (order_id, type, recipient, unverified, max_attempts, next_attempt_at, created_at)
       values ($1, 'buyer_order_confirmation', $2, true, 6, now(), now())`,
      [`ORD-${index}`, recipient],
    );
  await migrate(db, { migrationsFolder: migrationsUpTo() });
  const { rows } = await client.query<{ recipient: string; recipient_key: string }>('select recipient, recipient_key from email_outbox order by id');
  expect(rows.map((row) => row.recipient_key)).toEqual(recipients.map(normalizeMailbox));
});
