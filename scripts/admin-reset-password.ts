/**
 * `npm run admin:reset-password -- <username>`: a new one-time password for an account whose
 * password is lost (docs/deploy.md "A lost password"). Reads the database settings the server
 * reads (`DATABASE_URL`, else the embedded database in `DATA_DIR`; stop the server first for the
 * embedded one, which one process opens at a time), prints the password once, and ends the
 * account's sessions.
 */
import { mkdir } from 'node:fs/promises';
import { resetPassword } from '../server/auth/reset-password';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { assertOwnDataDir } from '../server/db/data-dir';

const username = process.argv[2];
if (!username) {
  console.error('Usage: npm run admin:reset-password -- <username>');
  process.exit(2);
}
const config = loadConfig(process.env);
if (!config.databaseUrl) {
  // Run as another user than the server's, PGlite would leave files the server cannot open.
  assertOwnDataDir(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 1, statementTimeoutMs: config.statementTimeoutMs }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const result = await resetPassword(database.db, username);
  console.log(`New one-time password of ${result.username}: ${result.password}`);
  console.log('Every session of this account has ended. Sign in with it and change it under Pengaturan.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
