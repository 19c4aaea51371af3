import { HISTORY_MESSAGES } from '../../../src/domain/history/messages.ts';
import { textOf } from '../../../src/domain/words/field-problem.ts';
import { deliveryLabelName } from '../../../src/domain/shipment/delivery-labels.ts';
import type {
  DeliveryMethod,
  DeliveryMethodListQuery,
  DeliveryMethodUpdate,
  DeliveryMethodValues,
} from '../../../src/domain/shipment/delivery-methods.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import { deliveryTypeName } from '../../../src/domain/shipment/delivery-types.ts';
import { SHIPPING_MESSAGES } from '../../../src/domain/shipment/shipping-charges.ts';
import { deliveryWords } from '../../../src/domain/shipment/words.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { deleteTracked, insertTracked, lockAtRevision, lockRow, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, type Words } from '../../plugins/http-error.ts';
import { say } from '../../plugins/words.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, isUniqueViolation, uniqueOrConflict } from '../../shared/unique-violation.ts';
import { countriesById, inventoryCountries } from './delivery-places.service.ts';
import * as repo from './delivery-methods.repository.ts';

type Countries = Awaited<ReturnType<typeof countriesById>>;

const toMethod = (row: repo.MethodRow, countries: Countries): DeliveryMethod => ({
  id: row.id,
  inventoryCountryId: row.inventory_country_id,
  inventoryCountryCode: countries.get(row.inventory_country_id)?.countryCode ?? '',
  deliveryTypeCode: row.delivery_type_code as DeliveryMethod['deliveryTypeCode'],
  deliveryType: deliveryTypeName(row.delivery_type_code),
  deliveryLabelCode: row.delivery_label_code as DeliveryMethod['deliveryLabelCode'],
  deliveryLabel: deliveryLabelName(row.delivery_label_code),
  status: row.status,
  revision: row.revision,
});

const columnsOf = (v: DeliveryMethodValues): repo.MethodColumns => ({
  inventory_country_id: v.inventoryCountryId,
  delivery_type_code: v.deliveryTypeCode,
  delivery_label_code: v.deliveryLabelCode,
});

/** A method as the change log keeps it: its fields by the contract's names (the country by id: the log reads no other table). */
const methodRecord = (row: repo.StoredMethod) => ({
  id: row.id,
  inventoryCountryId: row.inventory_country_id,
  deliveryTypeCode: row.delivery_type_code,
  deliveryType: deliveryTypeName(row.delivery_type_code),
  deliveryLabelCode: row.delivery_label_code,
  deliveryLabel: deliveryLabelName(row.delivery_label_code),
  status: row.status,
  revision: row.revision,
});

/**
 * What a restore finds taken, in the language of the request being answered: the method ('delivery
 * method') and its key ('KSA / Express Delivery / Pickup Point').
 */
async function keyName(db: Db, row: Pick<repo.StoredMethod, 'inventory_country_id' | 'delivery_type_code' | 'delivery_label_code'>) {
  const country = (await countriesById(db)).get(row.inventory_country_id)?.countryCode ?? String(row.inventory_country_id);
  const type = say(SHIPPING_MESSAGES.typeName(row.delivery_type_code));
  const label = say(M.labelName(row.delivery_label_code));
  return { entity: say({ key: `${deliveryWords.ns}:methodEntity` }), key: `${country} / ${type} / ${label}` };
}

/**
 * Delivery Timeline's methods for the change log: no stale save, History, Undo, Restore. A deleted
 * method keeps its row (and its timelines theirs); a restore takes back the timelines deleted with it,
 * and is refused (409) while another method has its country, type and label.
 */
export const deliveryMethodEntity: TrackedEntity = {
  entity: 'delivery-method',
  table: 'delivery_methods',
  toRecord: methodRecord,
  toColumns: (r: ReturnType<typeof methodRecord>) => ({
    inventory_country_id: r.inventoryCountryId,
    delivery_type_code: r.deliveryTypeCode,
    delivery_label_code: r.deliveryLabelCode,
    status: r.status,
  }),
  // The names follow the codes: the codes' changes say it.
  ignoredFields: ['deliveryType', 'deliveryLabel'],
  nameOf: (r) => `${String(r.deliveryType)} · ${String(r.deliveryLabel)}`,
  children: {
    snapshot: async (db, id) => ({ methodId: id, timelineIds: await repo.liveTimelineIds(db, id) }),
    restore: async (db, saved) => {
      const { methodId, timelineIds = [] } = (saved ?? {}) as { methodId?: number; timelineIds?: number[] };
      if (methodId !== undefined) await repo.bringBackTimelines(db, methodId, timelineIds);
    },
  },
  softDelete: {
    remove: (db, id, by) => repo.remove(db, id, by),
    bringBack: async (db, id) => {
      const row = await repo.findStored(db, id);
      if (!row) throw new HttpError(404, M.noMethod(id));
      const name = await keyName(db, row);
      const taken = HISTORY_MESSAGES.codeTaken(name.entity, name.key);
      if ((await repo.idWithKey(db, row, id)) !== undefined) throw conflict(taken);
      try {
        await repo.bringBack(db, id);
      } catch (error) {
        // Another method took the key between the check and the write: the index decides.
        if (isUniqueViolation(error)) throw conflict(taken);
        throw error;
      }
    },
    isDeleted: (row) => row.deleted_date_utc !== null && row.deleted_date_utc !== undefined,
  },
};

/** The delivery methods of the filters, page 1 of 10000 by default (spec 002 §7, §9). */
export async function listMethods(db: Db, q: DeliveryMethodListQuery): Promise<Page<DeliveryMethod>> {
  const filter = { inventoryCountryId: q.inventoryCountryId, deliveryTypeCode: q.deliveryTypeCode, deliveryLabelCode: q.deliveryLabelCode };
  const [{ rows, total }, countries] = await Promise.all([repo.listPage(db, filter, toSkipTake(q.pageNo, q.pageSize)), countriesById(db)]);
  return { records: rows.map((r) => toMethod(r, countries)), totalRecords: total };
}

/** A method by id, or a 404. */
export async function existingMethod(db: Db, id: number): Promise<repo.MethodRow> {
  const row = await repo.findById(db, id);
  if (!row) throw new HttpError(404, M.noMethod(id));
  return row;
}

const view = async (db: Db, id: number) => toMethod((await repo.findById(db, id))!, await countriesById(db));

/** The checks of a create or an edit: an inventory country, and no other method with the three. Answers the duplicate message. */
async function checkWrite(db: Db, v: DeliveryMethodValues, exceptId?: number): Promise<Words> {
  const country = (await inventoryCountries(db)).find((c) => c.countryId === v.inventoryCountryId);
  if (!country) {
    const message = M.noInventoryCountry(v.inventoryCountryId);
    throw new HttpError(400, message, [{ field: 'inventoryCountryId', message }]);
  }
  const duplicate = M.duplicateMethod(
    country.countryCode,
    say(SHIPPING_MESSAGES.typeName(v.deliveryTypeCode)),
    say(M.labelName(v.deliveryLabelCode)),
  );
  if ((await repo.idWithKey(db, columnsOf(v), exceptId)) !== undefined) throw fieldConflict('deliveryLabelCode', duplicate);
  return duplicate;
}

/** Adds an active delivery method; 400 for a country that is not an inventory country, 409 for a duplicate. */
export async function createMethod(db: Db, v: DeliveryMethodValues, by: Actor): Promise<DeliveryMethod> {
  const duplicate = await checkWrite(db, v);
  const row = await uniqueOrConflict(
    () => insertTracked(db, deliveryMethodEntity, { ...columnsOf(v), status: true }, by),
    'deliveryLabelCode',
    duplicate,
  );
  return view(db, row.id);
}

/**
 * Edits a method's three fields, or switches it on or off (`{status}`), at the revision the user
 * read: 404 for an unknown id, 409 when someone saved it since or for a duplicate. Without a
 * revision (the seed's own writes, never a request: the call's contract requires one) it is based
 * on the stored row.
 */
export function updateMethod(
  db: Db,
  id: number,
  body: Omit<DeliveryMethodUpdate, 'revision'> & { revision?: number },
  by: Actor,
): Promise<DeliveryMethod> {
  return inTransaction(db, async (trx) => {
    const revision = body.revision ?? (await lockRow(trx, deliveryMethodEntity, id))?.revision ?? 0;
    const locked = await lockAtRevision(trx, deliveryMethodEntity, id, revision, by, M.noMethod(id));
    const current = locked as unknown as repo.StoredMethod;
    const values: DeliveryMethodValues = {
      inventoryCountryId: body.inventoryCountryId ?? current.inventory_country_id,
      deliveryTypeCode: body.deliveryTypeCode ?? (current.delivery_type_code as DeliveryMethodValues['deliveryTypeCode']),
      deliveryLabelCode: body.deliveryLabelCode ?? (current.delivery_label_code as DeliveryMethodValues['deliveryLabelCode']),
    };
    const edits = body.inventoryCountryId !== undefined;
    const duplicate = edits ? await checkWrite(trx, values, id) : '';
    const columns = { ...(edits ? columnsOf(values) : {}), ...(body.status !== undefined ? { status: body.status } : {}) };
    const action = edits ? 'update' : 'status';
    await uniqueOrConflict(
      () => updateTracked(trx, deliveryMethodEntity, id, revision, columns, by, { locked, action }),
      'deliveryLabelCode',
      duplicate,
    );
    return view(trx, id);
  });
}

/**
 * Deletes a method with its timelines at the revision the user read, keeping the rows with who
 * deleted them and when (a restore takes them back); 404 for an unknown id, 409 when stale.
 */
export async function deleteMethod(db: Db, id: number, revision: number, by: Actor): Promise<void> {
  // The options take a text: the message's key as text, said in the reader's language when sent.
  await deleteTracked(db, deliveryMethodEntity, id, revision, by, { missing: textOf(M.noMethod(id)) });
}

/** Locks a method's row in a transaction (timeline writes of one method go one at a time); 400 when there is none. */
export async function lockMethod(db: Db, id: number): Promise<void> {
  if (!(await repo.lock(db, id))) {
    const message = M.noMethod(id);
    throw new HttpError(400, message, [{ field: 'deliveryMethodId', message }]);
  }
}

/** Locks a method's row if it is not deleted; false when it is gone. */
export const lockLiveMethod = (db: Db, id: number): Promise<boolean> => repo.lock(db, id);
