import type { Db } from '../db/connect.ts';
import type { SeedOptions } from './seed-step.ts';

/** Demo stock for the products present (filled in below). */
export async function seedStock(db: Db, options: SeedOptions): Promise<void> {
  void db;
  void options;
}
