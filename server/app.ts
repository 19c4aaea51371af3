// First: zod's locale and settings, before any schema is built.
import { heavyWorkQueue, type HeavyWork } from './shared/heavy-work.ts';
import '../src/domain/zod-config.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connectDatabase, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loggerOptions } from './logging.ts';
import { createActivityWriter } from './modules/activity/activity.service.ts';
import { createTokenService, tokenFromHeaders, type TokenService } from './modules/auth/tokens.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { moduleRoutes } from './modules/server-module.ts';
import words, { registerCatalogues } from './plugins/words.ts';
import { registerEntities } from './db/records/tracked-entity.ts';
import * as users from './modules/users/users.service.ts';
import access from './plugins/access.ts';
import activity from './plugins/activity.ts';
import errors, { clientError, frameworkError } from './plugins/errors.ts';
import openapi from './plugins/openapi.ts';
import instanceBus from './plugins/instance-bus.ts';
import listFeed from './plugins/list-feed.ts';
import realtime from './plugins/realtime.ts';
import { redisRateLimitStore } from './plugins/redis-rate-limit-store.ts';
import safeInput from './plugins/safe-input.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import shutdown from './plugins/shutdown.ts';
import staticFiles from './plugins/static-files.ts';
import { drawPendingPicturesAfterListen } from './seed/catalogue-images.ts';
import { seedOnFirstStart } from './seed/run.ts';
import { levelOnPage, levelSatisfies } from '../src/domain/navigation/menu-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenService;
    /** True on the start that seeded a fresh database (the only start that prints the demo password). */
    seededNow: boolean;
    /** Runs a large office request (rule files, feeds) without starving the gate: server/shared/heavy-work.ts. */
    heavyWork: HeavyWork;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database to use instead of the one the config names (tests); the app closes it. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 256 * 1024;
// The bus topic on which an instance tells the others to forget an account it changed.
const ACCOUNT_TOPIC = 'account-forgotten';

/** Builds the whole server: database ready (migrated, seeded once), plugins, routes. Does not listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Answers given before a route runs (a bad address, headers too large) come in the envelope too.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    logController: new OneLinePerRequest(),
    // Fastify has no timeouts by default; a slow client must not hold a socket for ever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? (await connectDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })).db;
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', createTokenService(config.JWT_SECRET, config.TOKEN_TTL));
  app.addHook('onClose', async () => db.destroy());

  await migrateToLatest(db);
  const seeded = await seedOnFirstStart(db, {
    kind: config.SEED,
    password: config.DEMO_PASSWORD,
    dataCentre: config.DATA_CENTRE,
    dataDir: config.DATA_DIR,
    pictures: config.SEED_IMAGES,
  });
  app.decorate('seededNow', seeded);
  drawPendingPicturesAfterListen(app, db, config.DATA_DIR);
  app.decorate('heavyWork', heavyWorkQueue());
  if (seeded) app.log.info({ seed: config.SEED }, 'seeded a fresh database');

  await app.register(words);
  await app.register(errors);
  await app.register(safeInput);
  await app.register(securityHeaders, { legacyAdminUrl: config.LEGACY_ADMIN_URL });
  await app.register(shutdown);
  await app.register(instanceBus, { redisUrl: config.REDIS_URL });
  // Instances that share Redis share their rate limits and know each other's account changes.
  await app.register(rateLimit, { global: false, ...(app.redis ? { store: redisRateLimitStore(app.redis) } : {}) });
  users.shareForgetting(db, (userId) => app.bus.publish(ACCOUNT_TOPIC, String(userId)));
  await app.bus.subscribe(ACCOUNT_TOPIC, (userId) => users.forgetLocally(db, Number(userId)));
  await app.register(openapi);
  // The plugins sit below the modules: they get what they need of them from here.
  await app.register(access, {
    tokenOf: tokenFromHeaders,
    accountOf: (userId, sessionId) => users.accountInSession(db, userId, sessionId),
  });
  const writer = createActivityWriter(db, (err) => app.log.error({ err }, 'could not record activity'));
  await app.register(activity, { writer });
  const isOpenSession = async (claims: { userId: number; sessionId: string }) =>
    (await users.accountInSession(db, claims.userId, claims.sessionId)) !== undefined;
  await app.register(realtime, { redisUrl: config.REDIS_URL, isOpenSession });
  // Live lists: a socket joins the room of a page it holds at L1.
  const mayRead = async (userId: number, page: string) => {
    const account = await users.activeAccount(db, userId);
    return account !== undefined && levelSatisfies(levelOnPage(account.user.is_admin, account.grants, page), 'L1');
  };
  await app.register(listFeed, { mayRead });

  registerEntities(SERVER_MODULES.flatMap((module) => module.entities ?? []));
  registerCatalogues(SERVER_MODULES.flatMap((module) => module.words ?? []));
  for (const module of SERVER_MODULES) await app.register(moduleRoutes(module));
  await app.register(staticFiles, { root: config.STATIC_DIR });

  await app.ready();
  return app;
}
