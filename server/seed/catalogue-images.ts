import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { deleteMeta, readMeta, writeMeta } from '../db/app-meta.ts';
import { inBackground } from '../db/background.ts';
import type { Db } from '../db/connect.ts';
import * as catalogue from '../modules/catalogue/catalogue-seed.service.ts';
import type { PictureFacts, PidRange } from '../modules/catalogue/catalogue-seed.service.ts';
import type { Actor } from '../shared/actor.ts';
import { picturesOf } from './product-pictures.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** Pictures drawn at once; sharp draws them on its own threads while the database stores the last ones. */
const BATCH = 8;
/** Products pictured during the first start itself; the rest of SEED_IMAGES once the server listens. */
export const PICTURES_AT_START = 60;
/** Between two batches drawn in the background the server's thread is left to requests. */
const PAUSE_MS = 25;
/** app_meta key of the products still waiting for pictures (a PidRange as JSON). */
const PENDING_KEY = 'demo-pictures-pending';

async function draw(db: Db, dataDir: string, products: PictureFacts[], by: Actor): Promise<void> {
  const drawn = await Promise.all(products.map(async (p) => ({ pId: p.pId, pictures: await picturesOf(p) })));
  await catalogue.addProductPictures(db, dataDir, drawn, by);
}

/**
 * Demo pictures, main and secondary, for the newest SEED_IMAGES products (docs/decisions.md "Demo
 * product pictures"): the newest 60 during the seed, so the first screens show them; the others are
 * recorded as pending and drawn after the server listens (`drawPendingPictures`), since drawing all
 * 2,000 would hold the first start for half a minute. Needs the server's DATA_DIR for the files: a
 * database seeded on its own gets none.
 */
export async function seedCatalogueImages(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo' || !options.dataDir || !options.pictures) return;
  const by = await demoActor(db, 'admin');
  const first = await catalogue.productsWithoutPictures(db, Math.min(options.pictures, PICTURES_AT_START));
  for (let from = 0; from < first.length; from += BATCH) await draw(db, options.dataDir, first.slice(from, from + BATCH), by);
  if (options.pictures <= PICTURES_AT_START) return;
  const range = await catalogue.newestProducts(db, options.pictures);
  if (range) await writeMeta(db, PENDING_KEY, JSON.stringify(range));
}

/**
 * Draws the pictures the first start left pending, a batch at a time at background priority, until
 * none is left (then forgets the range) or `stopped()`; a later start goes on where this one stopped.
 * Answers how many products got pictures.
 */
export async function drawPendingPictures(db: Db, dataDir: string, stopped: () => boolean): Promise<number> {
  const pending = await readMeta(db, PENDING_KEY);
  if (!pending) return 0;
  const range = JSON.parse(pending) as PidRange;
  const by = await demoActor(db, 'admin');
  let count = 0;
  while (!stopped()) {
    const products = await inBackground(() => catalogue.productsWithoutPictures(db, BATCH, range));
    if (!products.length) {
      await deleteMeta(db, PENDING_KEY);
      break;
    }
    await inBackground(() => draw(db, dataDir, products, by));
    count += products.length;
    await pause(PAUSE_MS);
  }
  return count;
}

/** Starts `drawPendingPictures` once the app listens, and lets it finish its batch before the app closes. */
export function drawPendingPicturesAfterListen(app: FastifyInstance, db: Db, dataDir: string): void {
  let stopped = false;
  let running: Promise<void> | undefined;
  app.addHook('onListen', async () => {
    const started = performance.now();
    running = drawPendingPictures(db, dataDir, () => stopped).then(
      (count) => {
        if (count)
          app.log.info({ products: count, seconds: Math.round((performance.now() - started) / 1000) }, 'demo product pictures drawn');
      },
      (error: unknown) => app.log.error({ err: error }, 'demo product pictures: drawing stopped; the next start goes on'),
    );
  });
  app.addHook('preClose', async () => {
    stopped = true;
    await running;
  });
}
