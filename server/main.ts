import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const FORCED_EXIT_MS = 20_000;

async function main() {
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

  const app = await buildApp({ config });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(
    {
      url: `http://localhost:${port}`,
      database: config.DATABASE_URL ? 'postgresql' : `embedded (${config.DATA_DIR})`,
      demoSignIn: config.SEED === 'demo' ? 'admin, office, operator or warehouse' : 'admin',
      demoPassword: config.DEMO_PASSWORD,
    },
    `Back-office panel ready on http://localhost:${port} — sign in as admin / ${config.DEMO_PASSWORD}`,
  );

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
