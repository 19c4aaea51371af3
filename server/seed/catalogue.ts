import type { Db } from '../db/connect.ts';
import type { SeedOptions } from './seed-step.ts';

export async function seedCatalogue(_db: Db, _options: SeedOptions): Promise<void> {}
