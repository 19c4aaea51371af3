/**
 * `npm run dev`: the API with reload on change (node --watch) on API_PORT (8080), and Vite's dev
 * server with hot reload, which proxies /api and /socket.io to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

run('api', process.execPath, ['--watch-path=server', '--watch-path=src/domain', '--import', 'tsx', 'server/main.ts'], {
  PORT: apiPort,
});
run('vite', process.execPath, ['node_modules/vite/bin/vite.js'], { API_ORIGIN: `http://localhost:${apiPort}` });

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
