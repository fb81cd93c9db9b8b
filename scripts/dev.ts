/**
 * `npm run dev`: the sandbox bank (restarted on change) and Vite's dev server with hot reload,
 * which proxies /api and /idp to the bank. Open http://127.0.0.1:5173/bank/login.
 */
import { spawn } from 'node:child_process';

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'app/vite.config.ts', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env,
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
