import type { Db } from '../db/connect.ts';
import * as generation from '../modules/activation/queue-generation.service.ts';
import * as arabicText from '../modules/catalogue/arabic-text.service.ts';
import * as catalogue from '../modules/catalogue/catalogue-seed.service.ts';
import * as products from '../modules/catalogue/products.service.ts';
import * as candidates from '../modules/catalogue/queue-candidates.service.ts';
import * as stock from '../modules/stock/stock.service.ts';
import { SYSTEM_ACTOR, type Actor } from '../shared/actor.ts';
import { picturesOf } from './product-pictures.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** Products given studio shots newer than their website images: the studio queue's demo. */
const STUDIO_PRODUCTS = 12;
/** Arabic translations made over the last three days: the Arabic Edit Report's demo. */
const ARABIC_EDITS = 9;
const EVERYDAY = 'مناسب للاستخدام اليومي.';
const GENERIC_DETAILS = 'منتج أصلي بجودة عالية، مناسب للاستخدام اليومي.';
const WARRANTY_BULLET = 'ضمان لمدة سنة';
const DAY_MS = 86_400_000;

/** Studio shots of one UPC each for the newest pictured products (needs DATA_DIR for the files). */
async function studioShots(db: Db, options: SeedOptions, by: Actor): Promise<void> {
  if (!options.dataDir || !options.pictures) return;
  const items: { pId: number; upc: string; pictures: Buffer[] }[] = [];
  for (const facts of await catalogue.productsWithoutPictures(db, STUDIO_PRODUCTS, undefined, true)) {
    const upc = (await stock.stockOfProduct(db, facts.pId))[0]?.upc;
    if (upc) items.push({ pId: facts.pId, upc, pictures: await picturesOf(facts) });
  }
  await catalogue.addStudioPictures(db, options.dataDir, items, by);
}

/**
 * Translators' work on products of the Arabic queue, three a day by the operator and the
 * administrator in turn: a missing Arabic name filled in from the brand and sub-category, the
 * details written or extended, and on each day's first product a bullet added.
 */
async function arabicEdits(db: Db, editors: Actor[]): Promise<void> {
  const pIds = (await candidates.queueCandidates(db, 'AR-ACTIVATION')).slice(0, ARABIC_EDITS);
  const now = Date.now();
  for (const [n, pId] of pIds.entries()) {
    const day = Math.floor(n / 3);
    const by = editors[day % editors.length]!;
    const at = new Date(now - day * DAY_MS - (3 - (n % 3)) * 1000);
    const view = await products.requireProductDetails(db, pId);
    const saved = await arabicText.saveArabicText(
      db,
      {
        pId,
        revision: view.revision,
        ar_prodName: (view.ar_name || `${view.ar_brandname} ${view.ar_subcatname}`).slice(0, 150),
        ar_prodDetails: view.ar_details ? `${view.ar_details} ${EVERYDAY}` : GENERIC_DETAILS,
      },
      by,
      at,
    );
    if (n % 3 !== 0) continue;
    const bullet = [...view.bullet.map((b) => ({ id: b.id, ar_name: b.ar_name })), { id: -1, ar_name: WARRANTY_BULLET }];
    await arabicText.saveArabicBullets(db, { pId, revision: saved.revision, bullet }, by, at);
  }
}

/**
 * Seed step 'seeded-update-queues': studio shots and Arabic translations, then the global studio
 * and Arabic queues generated, so Product Update's two queues and the Arabic Edit Report have rows
 * on a fresh install.
 */
export async function seedUpdateQueues(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const [admin, operator] = [await demoActor(db, 'admin'), await demoActor(db, 'operator')];
  await studioShots(db, options, admin);
  await arabicEdits(db, [operator, admin]);
  await generation.generateGlobal(db, 'UPDATE', SYSTEM_ACTOR);
  await generation.generateGlobal(db, 'AR-ACTIVATION', SYSTEM_ACTOR);
}
