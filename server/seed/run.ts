import { claimOnce } from '../db/app-meta.ts';
import type { Db } from '../db/connect.ts';
import { SERVER_MODULES } from '../modules/index.ts';
import type { SeedOptions } from './seed-step.ts';

export type { SeedKind, SeedOptions } from './seed-step.ts';

/** Every seed step in the order of the module list (a module's steps in its own order). */
export const seedSteps = () => SERVER_MODULES.flatMap((m) => m.seedSteps ?? []);

/** Seeds once per database; later starts leave the data alone. Returns whether anything was seeded. */
export async function seedOnFirstStart(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let seeded = false;
    for (const step of seedSteps()) {
      if (!(await claimOnce(trx, step.key, options.kind))) continue;
      await step.run(trx, options);
      seeded = true;
    }
    return seeded;
  });
}
