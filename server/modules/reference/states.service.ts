import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { StateSort } from '../../../src/domain/reference/states.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import type { State, StateLookup, StateValues } from '../../../src/domain/reference/states.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import { findCountry } from './countries.service.ts';
import * as repo from './states.repository.ts';

function toState(row: repo.StateView): State {
  return {
    id: row.id,
    stateName: row.state_name,
    ar_StateName: row.ar_state_name,
    stateCode: row.state_code,
    countryId: row.country_id,
    countryName: row.country_name,
    countryCode: row.country_code,
    countryCode2: row.country_code2,
    displayOrder: row.display_order,
    status: row.status,
    revision: row.revision,
  };
}

const toColumns = (values: StateValues): repo.StateColumns => ({
  country_id: values.countryId,
  state_name: values.stateName,
  ar_state_name: values.ar_StateName,
  state_code: values.stateCode,
  display_order: values.displayOrder,
  status: values.status,
});

/** State Settings' record for the change log, as its drawer's fields name it. */
export const stateEntity: TrackedEntity = {
  entity: 'state',
  table: 'states',
  toRecord: (row: repo.StateRow) => ({
    id: row.id,
    stateName: row.state_name,
    ar_StateName: row.ar_state_name,
    stateCode: row.state_code,
    countryId: row.country_id,
    displayOrder: row.display_order,
    status: row.status,
    revision: row.revision,
  }),
  toColumns,
  nameOf: (s) => String(s.stateName),
  codeField: 'stateCode',
};

/** One page of State Settings, of one country or all, in the order asked for (newest first without one). */
export async function listStates(
  db: Db,
  query: { index: number; pageSize: number; countryId?: number; sort?: Sort<StateSort> },
): Promise<Page<State>> {
  const { rows, total } = await repo.listPage(db, {
    countryId: query.countryId,
    sort: query.sort,
    ...toSkipTake(query.index, query.pageSize),
  });
  return { records: rows.map(toState), totalRecords: total };
}

/** The states pick list (of one country or all), in display order. */
export async function stateLookup(db: Db, query: { index: number; pageSize: number; countryId?: number }): Promise<Page<StateLookup>> {
  const { rows, total } = await repo.lookupPage(db, { countryId: query.countryId, ...toSkipTake(query.index, query.pageSize) });
  const records = rows.map((r) => ({
    id: r.id,
    stateName: r.state_name,
    ar_StateName: r.ar_state_name,
    stateCode: r.state_code,
    countryId: r.country_id,
    status: r.status,
  }));
  return { records, totalRecords: total };
}

/** A state by id with its country id and name (areas belong to one). */
export const findState = (db: Db, id: number) => repo.findById(db, id);

/** The view of one state: its fields with its country's name and codes. */
export const findStateView = async (db: Db, id: number) => {
  const row = await repo.findView(db, id);
  return row && toState(row);
};

/** The checks shared by create and update: the country exists, the code is free in it. Answers the duplicate message. */
async function checkWrite(db: Db, values: StateValues, exceptId?: number) {
  const country = await findCountry(db, values.countryId);
  if (!country) {
    const message = M.noCountry(values.countryId);
    throw new HttpError(400, message, [{ field: 'countryId', message }]);
  }
  const duplicate = M.duplicateStateCode(values.stateCode, country.country_name);
  if ((await repo.idWithCode(db, values.countryId, values.stateCode, exceptId)) !== undefined) throw fieldConflict('stateCode', duplicate);
  return duplicate;
}

/** Creates a state of a country; 400 for an unknown country, 409 when the code is taken in that country. */
export async function createState(db: Db, values: StateValues, by: Actor): Promise<State> {
  const duplicate = await checkWrite(db, values);
  const row = await uniqueOrConflict(() => insertTracked(db, stateEntity, toColumns(values), by), 'stateCode', duplicate);
  return (await findStateView(db, row.id))!;
}

/** Replaces the fields of the state at `revision` (it may move to another country); 404 for an unknown id, 409 when saved since. */
export function updateState(db: Db, id: number, values: StateValues, revision: number, by: Actor): Promise<State> {
  return inTransaction(db, async (trx) => {
    const locked = await lockAtRevision(trx, stateEntity, id, revision, by, M.noState(id));
    const duplicate = await checkWrite(trx, values, id);
    await uniqueOrConflict(() => updateTracked(trx, stateEntity, id, revision, toColumns(values), by, { locked }), 'stateCode', duplicate);
    return (await findStateView(trx, id))!;
  });
}
