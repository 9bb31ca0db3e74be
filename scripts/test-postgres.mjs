// Runs the server's tests (and the HTTP adapter's contract suite) again on a real PostgreSQL 15+,
// then every server-mode Playwright spec on it (projects `server` and `server-shop-wide`, see
// playwright.config.ts): a throw-away cluster (scripts/lib/postgres.mjs)
// sets TEST_DATABASE_URL for one Vitest run and E2E_DATABASE_URL for the shop server of the
// e2e run (its report: reports/playwright-postgres.json).
// Part of `npm test`; without PostgreSQL installed it says so, fails in CI and skips elsewhere.
// Extra arguments go to Vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { postgresBinDir, startTempPostgres } from './lib/postgres.mjs';

if (!postgresBinDir()) {
  console.log('PostgreSQL 15+ is not installed (apt-get install -y postgresql): the PostgreSQL run of the server tests is skipped.');
  process.exit(process.env.CI ? 1 : 0);
}

const cluster = await startTempPostgres();
let status = 1;
try {
  console.log(`PostgreSQL test cluster at ${cluster.url}`);
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', 'server', 'src/testing/contract/http.test.ts', '--outputFile.json=reports/vitest-postgres.json', ...process.argv.slice(2).filter((a) => a !== '--no-e2e')],
    { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } },
  );
  status = vitest.status ?? 1;
  if (!process.argv.includes('--no-e2e')) {
    // A database of its own, so the shop starts from its seed (the tests above used `postgres`).
    const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database seulanga_e2e');
    await admin.end();
    const e2eUrl = cluster.url.replace(/\/postgres$/, '/seulanga_e2e');
    const e2e = spawnSync('npx', ['playwright', 'test', '--project=server', '--project=server-shop-wide'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_DATABASE_URL: e2eUrl,
        E2E_REPORT: 'reports/playwright-postgres.json',
        E2E_PORT: process.env.E2E_PG_PORT ?? '4183',
        E2E_SERVER_PORT: process.env.E2E_PG_SERVER_PORT ?? '4184',
      },
    });
    if (status === 0) status = e2e.status ?? 1;
  }
} finally {
  cluster.stop();
}
process.exit(status);
