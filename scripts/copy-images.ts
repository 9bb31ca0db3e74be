/**
 * `npm run images:copy -- <old DATA_DIR>`: copies the uploaded images of the embedded database in
 * that folder into the database the server is configured for (`DATABASE_URL`), after a move to
 * PostgreSQL by backup and restore (docs/deploy.md "From the embedded database to PostgreSQL").
 * The embedded database is opened by one process at a time: no server may run on that folder.
 */
import { existsSync } from 'node:fs';
import { copyImages } from '../server/db/copy-images';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { assertOwnDataDir } from '../server/db/data-dir';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Usage: DATABASE_URL=postgres://… npm run images:copy -- <old DATA_DIR>');
  process.exit(2);
}
const config = loadConfig(process.env);
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: it names the database to copy the images into.');
  process.exit(2);
}
if (!existsSync(dataDir)) {
  console.error(`no folder ${dataDir}`);
  process.exit(2);
}
// Run as another user than the folder's, PGlite would leave files the old server cannot open.
assertOwnDataDir(dataDir);
const source = await openDatabase({ kind: 'pglite', dataDir });
try {
  const target = await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 1, statementTimeoutMs: config.statementTimeoutMs });
  try {
    const { copied, present } = await copyImages(source.db, target.db);
    console.log(`${copied} images copied, ${present} already there.`);
  } finally {
    await target.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await source.close();
}
