import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run test:e2e [-- vitest options]`: the e2e suite under its own vitest config, exit code passed through.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const child = spawn(process.execPath, [vitestBin, 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
// vitest shares our process group, so Ctrl-C reaches it directly; a plain kill of this process is passed on.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
