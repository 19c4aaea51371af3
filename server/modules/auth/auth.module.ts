import { authWords } from '../../../src/domain/auth/words.ts';
import type { ServerModule } from '../server-module.ts';
import authRoutes from './auth.routes.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { deviceCookies } from './device-cookie.ts';
import { SIGN_IN_DELAY } from './sign-in-delay.ts';

/** Sign-in, registration and the user's own settings. */
export const authModule: ServerModule = {
  name: 'auth',
  words: [authWords],
  routes: (app) =>
    authRoutes(app, {
      db: app.db,
      tokens: app.tokens,
      signInDelay: SIGN_IN_DELAY,
      devices: deviceCookies(app.config.JWT_SECRET, API_PATHS.login),
      dataCentre: app.config.DATA_CENTRE,
      loginLimitPerMinute: app.config.LOGIN_LIMIT_PER_MINUTE,
      sessionMaxSeconds: app.config.SESSION_MAX,
    }),
};
