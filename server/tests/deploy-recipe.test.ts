// @vitest-environment node
/**
 * docs/deploy.md "On a small VM behind HTTPS", as a stranger follows it:
 * the unit's command (`npm run serve`) with its environment (`HOST` loopback, a `PUBLIC_URL`,
 * `TRUST_PROXY=1`, a fresh `DATA_DIR`, the admin's password from `ADMIN_PASSWORD_FILE` or none),
 * behind a proxy that says `X-Forwarded-Proto: https`. The demo passwords are refused, the
 * configured admin signs in with a `__Host-` Secure cookie, the shop is empty, robots.txt names
 * `PUBLIC_URL`; without a password the logged one-time password signs in and can be changed;
 * `npm run admin:reset-password` works as written; `SIGTERM` to the unit's process (npm, what
 * systemd signals) stops the server itself (docs/deploy.md "Health and stopping").
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO, scratchDatabase, testDatabaseUrl, type ScratchDatabase } from '../testing/harness';
import { cookieDevice, freePort, waitUntilReady } from '../testing/server-process';

const PUBLIC_URL = 'https://seulanga.test';
const root = mkdtempSync(join(tmpdir(), 'seulanga-deploy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The built SPA stands in as an index.html of its own (no `npm run build` in a unit test); without
// its server renderer the browser renders every page, the API and robots.txt are the same.
const staticDir = join(root, 'dist');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html lang="id"><head><title>Seulanga</title></head><body><div id="root"></div></body></html>');

/** A started unit: the npm process, its base URL and everything it logged so far. */
interface Unit {
  npm: ChildProcess;
  base: string;
  log: () => string;
}

const started: Unit[] = [];
afterEach(() => {
  // A unit left running by a failed assertion: its whole process group (npm, sh, node) goes.
  for (const unit of started.splice(0)) {
    if (unit.npm.exitCode === null && unit.npm.pid) {
      try {
        process.kill(-unit.npm.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
});

/** The environment of the recipe's unit, over `dataDir` (or, in the PostgreSQL pass, `databaseUrl`). */
function unitEnv(port: number, dataDir: string, databaseUrl: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL, TRUST_PROXY: '1', DATABASE_URL: databaseUrl, ...extra };
  // The test runner's own variables are not the unit's.
  for (const name of ['SEED', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_FILE', 'STATIC_DIR', 'SSR_DIR', 'LOG_LEVEL']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

/** Starts `npm run serve` (the unit's ExecStart) and waits for /readyz. */
async function startUnit(env: NodeJS.ProcessEnv): Promise<Unit> {
  let output = '';
  // Its own process group, so a failed test can end npm and the server it started.
  const npm = spawn('npm', ['run', '--silent', 'serve'], { env: { ...env, STATIC_DIR: staticDir, SSR_DIR: join(root, 'no-renderer') }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const unit = { npm, base: `http://127.0.0.1:${env.PORT}`, log: () => output };
  started.push(unit);
  if (await waitUntilReady(unit.base, npm, 600)) return unit;
  throw new Error(`the server did not start:\n${output}`);
}

/** Sends SIGTERM to npm, as systemd does, and waits until the server stopped answering and npm ended. */
async function stopUnit(unit: Unit): Promise<void> {
  const ended = new Promise<void>((resolve) => (unit.npm.exitCode !== null ? resolve() : unit.npm.once('exit', () => resolve())));
  unit.npm.kill('SIGTERM');
  await ended;
  for (let i = 0; i < 150; i += 1) {
    if (unit.log().includes('"msg":"stopped"')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(unit.log()).toContain('"msg":"stopped"');
  await expect(fetch(`${unit.base}/readyz`)).rejects.toThrow();
}

/** A device behind the HTTPS proxy: it keeps its cookie and sends what Caddy sends. */
const device = (base: string) => cookieDevice(base, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', origin: PUBLIC_URL });

const signIn = (username: string, password: string) => ({ method: 'POST', json: { username, password } });

describe('the deployment recipe on a fresh machine', () => {
  let scratch: ScratchDatabase | null = null;
  afterEach(async () => {
    await scratch?.drop();
    scratch = null;
  });
  /** A fresh database: a new DATA_DIR, or a new PostgreSQL database in the PostgreSQL pass. */
  async function freshDatabase(name: string): Promise<{ dataDir: string; databaseUrl: string }> {
    if (testDatabaseUrl()) scratch = await scratchDatabase('seulanga_deploy');
    return { dataDir: join(root, name), databaseUrl: scratch?.url ?? '' };
  }

  it('with ADMIN_PASSWORD_FILE: no demo password signs in, the admin does over HTTPS, the shop is empty, SIGTERM to npm stops it', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('with-file');
    const passwordFile = join(root, 'admin-password');
    writeFileSync(passwordFile, 'kopi-gayo-pemilik-2026\n', { mode: 0o600 });
    const unit = await startUnit(unitEnv(await freePort(), dataDir, databaseUrl, { ADMIN_USERNAME: 'pemilik', ADMIN_PASSWORD_FILE: passwordFile }));

    const visitor = device(unit.base);
    for (const account of [DEMO.admin, DEMO.buyer, { username: 'admin', password: 'kopi-gayo-pemilik-2026' }]) {
      expect((await visitor('/api/auth/login', signIn(account.username, account.password))).status).toBe(400);
    }
    const admin = device(unit.base);
    const login = await admin('/api/auth/login', signIn('pemilik', 'kopi-gayo-pemilik-2026'));
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()[0]).toMatch(/^__Host-seulanga_session=[^;]+;.*; Secure/);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(await (await admin('/api/session')).json()).toMatchObject({ username: 'pemilik', role: 'admin' });
    expect((await admin('/api/admin/backup')).status).toBe(200);

    expect(await (await visitor('/api/products')).json()).toMatchObject({ items: [], total: 0 });
    expect(await (await visitor('/api/partners')).json()).toEqual([]);
    expect(await (await admin('/api/orders')).json()).toEqual([]);
    expect(await (await visitor('/robots.txt')).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(unit.log()).not.toMatch(/one-time password|demo password/);

    await stopUnit(unit);
  }, 180_000);

  it('without a password: the logged one-time password signs in and is changed; admin:reset-password replaces a lost one', async () => {
    const { dataDir, databaseUrl } = await freshDatabase('generated');
    const env = unitEnv(await freePort(), dataDir, databaseUrl, {});
    let unit = await startUnit(env);
    const oneTime = /admin account created with the one-time password (\S+)/.exec(unit.log())?.[1] ?? '';
    expect(oneTime).toHaveLength(16);

    const admin = device(unit.base);
    expect((await admin('/api/auth/login', signIn(DEMO.admin.username, DEMO.admin.password))).status).toBe(400);
    expect((await admin('/api/auth/login', signIn('admin', oneTime))).status).toBe(200);
    const chosen = 'rencong-aceh-2026!';
    const changed = await admin('/api/account/password', { method: 'PUT', json: { oldPassword: oneTime, newPassword: chosen, confirmPassword: chosen } });
    expect(changed.status).toBe(204);
    expect((await device(unit.base)('/api/auth/login', signIn('admin', oneTime))).status).toBe(400);
    expect((await device(unit.base)('/api/auth/login', signIn('admin', chosen))).status).toBe(200);
    await stopUnit(unit);

    // "A lost password": the embedded database with the server stopped, PostgreSQL either way.
    const reset = spawnSync('npm', ['run', '--silent', 'admin:reset-password', '--', 'admin'], { env, encoding: 'utf8' });
    expect(reset.status, reset.stderr).toBe(0);
    const fresh = /New one-time password of admin: (\S+)/.exec(reset.stdout)?.[1] ?? '';
    expect(fresh).toHaveLength(16);

    unit = await startUnit(env);
    // A later start ignores the first start's variables and shows no password.
    expect(unit.log()).not.toContain('one-time password');
    expect((await device(unit.base)('/api/auth/login', signIn('admin', chosen))).status).toBe(400);
    expect((await device(unit.base)('/api/auth/login', signIn('admin', fresh))).status).toBe(200);
    await stopUnit(unit);
  }, 240_000);

  // A reset run as root on the server's folder left files the server (its own user) then aborted
  // on; it is refused before PGlite writes anything. Changing owners takes root.
  it.runIf(process.getuid?.() === 0 && !testDatabaseUrl())('refuses admin:reset-password as another user than the DATA_DIR\'s, and writes nothing there', async () => {
    const dataDir = join(root, 'service-owned');
    const env = unitEnv(await freePort(), dataDir, '', {});
    const unit = await startUnit(env);
    await stopUnit(unit);
    const entries = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((entry) => join(dataDir, entry))];
    for (const path of entries) chownSync(path, 65534, 65534);

    const reset = spawnSync('npm', ['run', '--silent', 'admin:reset-password', '--', 'admin'], { env, encoding: 'utf8' });
    expect(reset.status).not.toBe(0);
    expect(reset.stderr).toContain(`DATA_DIR ${dataDir}: ${dataDir} belongs to user 65534, this process runs as user 0`);
    const after = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((entry) => join(dataDir, entry))];
    expect(after.filter((path) => statSync(path).uid !== 65534)).toEqual([]);
  }, 120_000);
});

