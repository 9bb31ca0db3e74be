// `npm run dev`: the shop server with reload (tsx watch, API only, port DEV_API_PORT or 8788,
// data in ./data) and Vite's dev server with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '8788';
const children = [
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'tsconfig.node.json', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '', ALLOWED_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, DEV_API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
