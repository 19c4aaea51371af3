import type { ServerModule } from '../server-module.ts';
import authRoutes from './auth.routes.ts';
import { createLoginLimiter } from './login-limiter.ts';

/** Sign-in, registration and the user's own settings. */
export const authModule: ServerModule = {
  name: 'auth',
  routes: (app) =>
    authRoutes(app, {
      db: app.db,
      tokens: app.tokens,
      limiter: createLoginLimiter({ maxFailures: 5, windowMs: 15 * 60_000 }),
      dataCentre: app.config.DATA_CENTRE,
      loginLimitPerMinute: app.config.LOGIN_LIMIT_PER_MINUTE,
      sessionMaxSeconds: app.config.SESSION_MAX,
    }),
};
