import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { restrictNewFiles, secureDataDir } from './data-dir.ts';

const FORCED_EXIT_MS = 20_000;

async function main() {
  restrictNewFiles();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const dataDir = secureDataDir(config.DATA_DIR);
  const app = await buildApp({ config });
  // PGlite writes its relation cache files (pg_internal.init) 0644 whatever the umask: close them too.
  secureDataDir(config.DATA_DIR);
  if (dataDir.closed.length > 0) {
    app.log.warn(
      { dataDir: config.DATA_DIR, closed: dataDir.closed.length, first: dataDir.closed[0] },
      `${config.DATA_DIR} held files other users could read or change; they are now its owner's alone`,
    );
  }
  if (dataDir.failed.length > 0) {
    app.log.warn(
      { dataDir: config.DATA_DIR, failed: dataDir.failed.length, first: dataDir.failed[0] },
      `${config.DATA_DIR} holds files other users can read or change, and this user cannot change that: make it owner-only (chmod -R go-rwx)`,
    );
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const database = config.DATABASE_URL ? 'postgresql' : `embedded (${config.DATA_DIR})`;
  // The demo password is shown once, on the start that set it; later starts must not repeat it.
  if (app.seededNow) {
    const users = config.SEED === 'demo' ? 'admin, office, operator or warehouse' : 'admin';
    app.log.info(
      { url: `http://localhost:${port}`, database, demoSignIn: users, demoPassword: config.DEMO_PASSWORD },
      `Back-office panel ready on http://localhost:${port} — sign in as ${users} with password ${config.DEMO_PASSWORD}`,
    );
  } else {
    app.log.info({ url: `http://localhost:${port}`, database }, `Back-office panel ready on http://localhost:${port}`);
  }

  // SIGTERM: stop accepting, let in-flight requests finish, then close the database and exit.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
