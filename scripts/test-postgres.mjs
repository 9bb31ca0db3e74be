// Runs the server's tests (and the HTTP adapter's contract suite) again on a real PostgreSQL 15+:
// starts a throw-away cluster on a free 127.0.0.1 port under a temp folder (as the `postgres`
// user when run as root), sets TEST_DATABASE_URL, runs Vitest, stops and removes the cluster.
// Part of `npm test`; without PostgreSQL installed it says so and fails in CI, skips elsewhere.
// Extra arguments go to Vitest (e.g. a file filter).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const bin = binDir();
if (!bin) {
  console.log('PostgreSQL 15+ is not installed (apt-get install -y postgresql): the PostgreSQL run of the server tests is skipped.');
  process.exit(process.env.CI ? 1 : 0);
}

const root = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'seulanga-pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const asPostgres = (cmd, args) =>
  root ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'inherit' }) : spawnSync(cmd, args, { stdio: 'inherit' });

const port = await freePort();
let status = 1;
try {
  let r = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale', '-N']);
  if (r.status !== 0) throw new Error('initdb failed');
  r = asPostgres(join(bin, 'pg_ctl'), [
    '-D', data, '-l', join(dir, 'log'), '-w', '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start',
  ]);
  if (r.status !== 0) throw new Error('pg_ctl start failed');
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL test cluster at ${url}`);
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', 'server', 'src/data/contract-http.test.ts', '--outputFile.json=reports/vitest-postgres.json', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
  );
  status = vitest.status ?? 1;
} catch (error) {
  console.error(String(error));
} finally {
  asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
