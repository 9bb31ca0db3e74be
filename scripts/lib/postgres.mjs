// A throw-away PostgreSQL 15+ cluster for tests and benchmarks: initdb under a temp folder (as the
// `postgres` user when run as root), started on a free 127.0.0.1 port, removed by `stop()`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server programs (15 or newer), or null when none is installed. */
export function postgresBinDir() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a throw-away cluster (trust auth for user `app`, fsync off: data is disposable).
 * @returns `{ url, pause, resume, stop }`; `url` names the `postgres` database; `pause`/`resume`
 *   stop and start the server on its data (fault tests).
 * @throws when PostgreSQL is not installed or does not start.
 */
export async function startTempPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL 15+ is not installed (apt-get install -y postgresql).');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'seulanga-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (cmd, args) =>
    root
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: ['ignore', 'ignore', 'inherit'] })
      : spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  if (run(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale', '-N']).status !== 0) {
    cleanup();
    throw new Error('initdb failed');
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  if (run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']).status !== 0) {
    cleanup();
    throw new Error('pg_ctl start failed');
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    /** Stops the server (fast shutdown: open connections are cut), keeping its data (fault tests). */
    pause() {
      if (run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).status !== 0) throw new Error('pg_ctl stop failed');
    },
    /** Starts the paused server again on the same port and data. */
    resume() {
      if (run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']).status !== 0) {
        throw new Error('pg_ctl start failed');
      }
    },
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      cleanup();
    },
  };
}
