import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import type { State, StateLookup, StateValues } from '../../../src/domain/reference/states.ts';
import type { Db } from '../../db/connect.ts';
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

/** One page of State Settings, newest first, of one country or all. */
export async function listStates(db: Db, query: { index: number; pageSize: number; countryId?: number }): Promise<Page<State>> {
  const { rows, total } = await repo.listPage(db, { countryId: query.countryId, ...toSkipTake(query.index, query.pageSize) });
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
  const id = await uniqueOrConflict(() => repo.insert(db, toColumns(values), by), 'stateCode', duplicate);
  return (await findStateView(db, id))!;
}

/** Replaces a state's fields (it may move to another country); 404 for an unknown id. */
export async function updateState(db: Db, id: number, values: StateValues, by: Actor): Promise<State> {
  if (!(await repo.findById(db, id))) throw new HttpError(404, M.noState(id));
  const duplicate = await checkWrite(db, values, id);
  if (!(await uniqueOrConflict(() => repo.update(db, id, toColumns(values), by), 'stateCode', duplicate))) {
    throw new HttpError(404, M.noState(id));
  }
  return (await findStateView(db, id))!;
}
