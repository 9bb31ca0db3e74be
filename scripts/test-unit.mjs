// The unit step of `npm test` (docs/decisions/024-server-suites-once-per-database.md).
// With PostgreSQL installed, the next step (scripts/test-postgres.mjs) runs every server suite on
// it, so this run keeps on the embedded database (PGlite) only the suites where that database
// differs: its data layer (server/db, server/services, server/jobs), the server's start-up and
// the deploy recipe. Without PostgreSQL it runs everything here, as `npm run test:unit` does.
// Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { postgresBinDir } from './lib/postgres.mjs';

const env = { ...process.env };
if (postgresBinDir()) env.SERVER_SUITES_ON_POSTGRES = '1';
else console.log('PostgreSQL is not installed: every server suite runs here, on the embedded database.');
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
