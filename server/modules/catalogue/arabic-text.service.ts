import {
  ARABIC_MESSAGES as AM,
  arabicBulletsText,
  type ArabicBulletsReply,
  type ArabicBulletsValues,
  type ArabicProductReply,
  type ArabicProductValues,
} from '../../../src/domain/catalogue/arabic-text.ts';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import { MAX_BULLETS } from '../../../src/domain/catalogue/products.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, conflict } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { recordArabicChanges } from './arabic-edits.service.ts';
import * as repo from './products.repository.ts';
import { bulletFields, lockProductAt, logProductChange, productRecord } from './products.service.ts';

async function bump(db: Db, pId: number, revision: number, columns: Parameters<typeof repo.updateAt>[3], by: Actor) {
  const next = await repo.updateAt(db, pId, revision, columns, by);
  if (next === undefined) throw conflict(M.staleRevision(pId));
  return next;
}

/**
 * The Arabic queue's Save of the Arabic name and details (spec 001 §4 "Arabic editing"): stored if
 * the product is still at the revision the translator read (409 naming who saved since and when),
 * each changed field recorded for the Arabic Edit Report and logged in the product's history, in
 * the same transaction. At `at` (the seed's history of translations) nothing is logged: the change
 * log keeps office work as it happens.
 */
export async function saveArabicText(db: Db, body: ArabicProductValues, by: Actor, at?: Date): Promise<ArabicProductReply> {
  return inTransaction(db, async (trx) => {
    const stored = await lockProductAt(trx, body.pId, body.revision, by);
    const after = { ar_name: body.ar_prodName, ar_details: body.ar_prodDetails };
    const row = await bump(trx, body.pId, body.revision, after, by);
    await recordArabicChanges(trx, body.pId, stored, after, 'ARABIC_QUEUE', by, at);
    if (!at)
      await logProductChange(trx, body.pId, 'update', by, {
        before: productRecord(stored),
        after: productRecord(row),
        revision: row.revision,
      });
    return { pId: body.pId, revision: row.revision, ...after };
  });
}

/**
 * The bullets a product keeps after the Arabic grid's save: every saved bullet in its place with
 * the Arabic text the grid gives it ('' when the grid left it out), except one left with no text
 * at all; then the grid's new bullets, Arabic only. 400 for a bullet not the product's, one listed
 * twice, an empty new one, or more than MAX_BULLETS in all.
 */
function bulletsAfter(stored: { id: number; name: string; ar_name: string }[], grid: ArabicBulletsValues['bullet']) {
  const ids = new Set(stored.map((b) => b.id));
  const arabic = new Map<number, string>();
  for (const [n, row] of grid.entries()) {
    if (arabic.has(row.id)) throw badField(`bullet.${n}.id`, M.duplicateBullet(row.id));
    if (row.id > 0 && !ids.has(row.id)) throw badField(`bullet.${n}.id`, M.unknownBullet(row.id));
    if (row.id < 0 && !row.ar_name) throw badField(`bullet.${n}.ar_name`, AM.emptyNewBullet);
    arabic.set(row.id, row.ar_name);
  }
  const kept = stored.flatMap((b) => {
    const ar_name = arabic.get(b.id) ?? '';
    return b.name || ar_name ? [{ id: b.id, name: b.name, ar_name }] : [];
  });
  const added = grid.filter((row) => row.id < 0).map((row) => ({ id: row.id, name: '', ar_name: row.ar_name }));
  const all = [...kept, ...added];
  if (all.length > MAX_BULLETS) throw badField('bullet', AM.tooManyBullets);
  return all;
}

/**
 * The Arabic queue's Save of the Arabic bullets grid (spec 001 §4), recorded as one change of the
 * list and logged in the product's history (at `at`, the seed's history: recorded, not logged).
 */
export async function saveArabicBullets(db: Db, body: ArabicBulletsValues, by: Actor, at?: Date): Promise<ArabicBulletsReply> {
  return inTransaction(db, async (trx) => {
    const locked = await lockProductAt(trx, body.pId, body.revision, by);
    const stored = await repo.bulletsOf(trx, body.pId);
    const next = bulletsAfter(stored, body.bullet);
    const row = await bump(trx, body.pId, body.revision, {}, by);
    await repo.replaceBullets(trx, body.pId, next, by);
    await recordArabicChanges(
      trx,
      body.pId,
      { ar_bullets: arabicBulletsText(stored) },
      { ar_bullets: arabicBulletsText(next) },
      'ARABIC_QUEUE',
      by,
      at,
    );
    if (!at)
      await logProductChange(trx, body.pId, 'update', by, {
        before: { ...productRecord(locked), ...bulletFields(stored) },
        after: { ...productRecord(row), ...bulletFields(next) },
        revision: row.revision,
      });
    return { pId: body.pId, revision: row.revision, bullet: await repo.bulletsOf(trx, body.pId) };
  });
}
