import { deliveryLabelName } from '../../../src/domain/shipment/delivery-labels.ts';
import type {
  DeliveryMethod,
  DeliveryMethodListQuery,
  DeliveryMethodUpdate,
  DeliveryMethodValues,
} from '../../../src/domain/shipment/delivery-methods.ts';
import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import { deliveryTypeName } from '../../../src/domain/shipment/delivery-types.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
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
});

const columnsOf = (v: DeliveryMethodValues): repo.MethodColumns => ({
  inventory_country_id: v.inventoryCountryId,
  delivery_type_code: v.deliveryTypeCode,
  delivery_label_code: v.deliveryLabelCode,
});

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
async function checkWrite(db: Db, v: DeliveryMethodValues, exceptId?: number): Promise<string> {
  const country = (await inventoryCountries(db)).find((c) => c.countryId === v.inventoryCountryId);
  if (!country) {
    const message = M.noInventoryCountry(v.inventoryCountryId);
    throw new HttpError(400, message, [{ field: 'inventoryCountryId', message }]);
  }
  const duplicate = M.duplicateMethod(country.countryCode, deliveryTypeName(v.deliveryTypeCode), deliveryLabelName(v.deliveryLabelCode));
  if ((await repo.idWithKey(db, columnsOf(v), exceptId)) !== undefined) throw fieldConflict('deliveryLabelCode', duplicate);
  return duplicate;
}

/** Adds an active delivery method; 400 for a country that is not an inventory country, 409 for a duplicate. */
export async function createMethod(db: Db, v: DeliveryMethodValues, by: Actor): Promise<DeliveryMethod> {
  const duplicate = await checkWrite(db, v);
  const id = await uniqueOrConflict(() => repo.insert(db, columnsOf(v), by), 'deliveryLabelCode', duplicate);
  return view(db, id);
}

/** Edits a method's three fields, or switches it on or off (`{status}`); 404 for an unknown id, 409 for a duplicate. */
export async function updateMethod(db: Db, id: number, body: DeliveryMethodUpdate, by: Actor): Promise<DeliveryMethod> {
  const current = await existingMethod(db, id);
  const values: DeliveryMethodValues = {
    inventoryCountryId: body.inventoryCountryId ?? current.inventory_country_id,
    deliveryTypeCode: body.deliveryTypeCode ?? (current.delivery_type_code as DeliveryMethodValues['deliveryTypeCode']),
    deliveryLabelCode: body.deliveryLabelCode ?? (current.delivery_label_code as DeliveryMethodValues['deliveryLabelCode']),
  };
  const edits = body.inventoryCountryId !== undefined;
  const duplicate = edits ? await checkWrite(db, values, id) : '';
  const columns = { ...(edits ? columnsOf(values) : {}), ...(body.status !== undefined ? { status: body.status } : {}) };
  if (!(await uniqueOrConflict(() => repo.update(db, id, columns, by), 'deliveryLabelCode', duplicate)))
    throw new HttpError(404, M.noMethod(id));
  return view(db, id);
}

/** Deletes a method with its timelines, keeping the rows with who deleted them and when; 404 for an unknown id. */
export async function deleteMethod(db: Db, id: number, by: Actor): Promise<void> {
  if (!(await inTransaction(db, (trx) => repo.remove(trx, id, by)))) throw new HttpError(404, M.noMethod(id));
}

/** Locks a method's row in a transaction (timeline writes of one method go one at a time); 404 when there is none. */
export async function lockMethod(db: Db, id: number): Promise<void> {
  if (!(await repo.lock(db, id))) {
    const message = M.noMethod(id);
    throw new HttpError(400, message, [{ field: 'deliveryMethodId', message }]);
  }
}
