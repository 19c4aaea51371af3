import type { ServerModule } from '../server-module.ts';
import systemRoutes from './system.routes.ts';

/** Health, the client's runtime configuration and the OpenAPI document. */
export const systemModule: ServerModule = { name: 'system', routes: (app) => systemRoutes(app, { config: app.config }) };
