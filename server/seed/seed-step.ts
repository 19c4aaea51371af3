import type { Db } from '../db/connect.ts';

export type SeedKind = 'demo' | 'none';

export interface SeedOptions {
  kind: SeedKind;
  password: string;
  dataCentre: string;
  /**
   * Where the server keeps its files (DATA_DIR). Absent when a database is seeded on its own, as the
   * tests' template is: steps that write files (demo pictures) then leave them out.
   */
  dataDir?: string;
  /** How many of the newest demo products get generated pictures (SEED_IMAGES). */
  pictures?: number;
}

/**
 * One part of the seed, claimed in app_meta under its own key: a database seeded before a part
 * existed gets it on its next start. A key never changes, or existing databases are seeded again.
 */
export interface SeedStep {
  key: string;
  run: (db: Db, options: SeedOptions) => Promise<void>;
}
