/** `npm run seed`: wipes the configured database and seeds it again from scratch. */
import { ConfigError, loadConfig } from '../config.ts';
import { restrictNewFiles, secureDataDir } from '../data-dir.ts';
import { connectDatabase } from '../db/connect.ts';
import { dropEverything, migrateToLatest } from '../db/migrate.ts';
import { seedOnFirstStart } from './run.ts';

restrictNewFiles();
try {
  const config = loadConfig();
  secureDataDir(config.DATA_DIR);
  const { db, kind } = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await dropEverything(db);
    const applied = await migrateToLatest(db);
    await seedOnFirstStart(db, {
      kind: config.SEED,
      password: config.DEMO_PASSWORD,
      dataCentre: config.DATA_CENTRE,
      dataDir: config.DATA_DIR,
      pictures: config.SEED_IMAGES,
    });
    const where = kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`Reset the ${where}: ${applied.length} migrations, seed '${config.SEED}'.`);
    console.log(`Sign in as admin${config.SEED === 'demo' ? ', office, operator or warehouse' : ''} with password ${config.DEMO_PASSWORD}`);
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
