// The shop server (server mode) for scripts that measure a build (the bundle budget, Lighthouse):
// `node --import tsx server/index.ts` serving `staticDir` on 127.0.0.1 with a fresh embedded
// database (the shop's seed) in a temp folder, stopped and removed by `close()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the shop server and waits until `/readyz` answers 200.
 * @param {{ staticDir: string, port: number }} options - the built SPA's folder and the port.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} the origin and a stop function.
 * @throws when the server exits or is not ready within 90 s.
 */
export async function startShopServer({ staticDir, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'seulanga-measure-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited || Date.now() > deadline) {
      await close();
      throw new Error(`The shop server did not start on port ${port}.`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return { url, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
