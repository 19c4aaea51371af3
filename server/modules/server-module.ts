import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../src/domain/words/words.ts';
import type { TrackedEntity } from '../db/records/tracked-entity.ts';
import type { SeedStep } from '../seed/seed-step.ts';

/**
 * What a server module gives the app: its routes (with their realtime handlers) as one Fastify
 * plugin, and the seed steps that fill it on a fresh install. server/modules/index.ts lists them.
 */
export interface ServerModule {
  name: string;
  /** Registered once, in the order of the list; it reads what it needs from the app (db, config, io). */
  routes: (app: FastifyInstance) => Promise<void>;
  /** Run in the order of the list on a fresh database; each key is claimed once in app_meta. */
  seedSteps?: readonly SeedStep[];
  /** The records its screens edit, tracked by the change log (History, Undo, Restore, no stale save). */
  entities?: readonly TrackedEntity[];
  /**
   * Its catalogues of words (src/domain/<area>/words.ts): the server answers in them, and the first
   * one's `labels` name its routes' fields in a refusal ('Country Name: Required').
   */
  words?: readonly Catalogue[];
}

/** A module's routes as the app registers them: each route knows the catalogue that labels its fields. */
export function moduleRoutes(module: ServerModule) {
  const ns = module.words?.[0]?.ns;
  return async (scope: FastifyInstance) => {
    if (ns) scope.addHook('onRoute', (route) => void (route.config = { words: ns, ...route.config }));
    await scope.register(module.routes);
  };
}
