import type { Sort } from '../../../src/domain/lists/sort.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Area, AreaLookup, AreaSort, AreaValues } from '../../../src/domain/reference/areas.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import * as repo from './areas.repository.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import { findState } from './states.service.ts';

function toArea(row: repo.AreaView): Area {
  return {
    id: row.id,
    areaName: row.area_name,
    ar_areaName: row.ar_area_name,
    CountryName: row.country_name,
    countryCode: row.country_code,
    countryCode2: row.country_code2,
    StateName: row.state_name,
    stateCode: row.state_code,
    stateId: row.state_id,
    status: row.status,
    revision: row.revision,
  };
}

const toColumns = (values: AreaValues): repo.AreaColumns => ({
  state_id: values.stateId,
  area_name: values.areaName,
  ar_area_name: values.ar_areaName,
  status: values.status,
});

/** Area Settings' record for the change log, as its drawer's fields name it. */
export const areaEntity: TrackedEntity = {
  entity: 'area',
  table: 'areas',
  toRecord: (row: repo.AreaRow) => ({
    id: row.id,
    areaName: row.area_name,
    ar_areaName: row.ar_area_name,
    stateId: row.state_id,
    status: row.status,
    revision: row.revision,
  }),
  toColumns,
  nameOf: (a) => String(a.areaName),
  codeField: 'areaName',
};

type AreaQuery = repo.AreaFilter & { index: number; pageSize: number; sort?: Sort<AreaSort> };
const filterOf = (query: AreaQuery): repo.AreaFilter => ({ countryId: query.countryId, stateId: query.stateId });

/** One page of Area Settings, filtered by country and state, in `sort`'s order (newest first without one). */
export async function listAreas(db: Db, query: AreaQuery): Promise<Page<Area>> {
  const page = { ...toSkipTake(query.index, query.pageSize), sort: query.sort };
  const { rows, total } = await repo.listPage(db, filterOf(query), page);
  return { records: rows.map(toArea), totalRecords: total };
}

/** The areas pick list by name (e.g. delivery timelines), filtered by country and state. */
export async function areaLookup(db: Db, query: AreaQuery): Promise<Page<AreaLookup>> {
  const { rows, total } = await repo.lookupPage(db, filterOf(query), toSkipTake(query.index, query.pageSize));
  const records = rows.map((r) => ({
    id: r.id,
    areaName: r.area_name,
    ar_areaName: r.ar_area_name,
    stateId: r.state_id,
    status: r.status,
  }));
  return { records, totalRecords: total };
}

const view = async (db: Db, id: number) => toArea((await repo.findView(db, id))!);

/** The view of one area: its names with its state's and country's (delivery timelines name their place from it). */
export const findAreaView = async (db: Db, id: number): Promise<Area | undefined> => {
  const row = await repo.findView(db, id);
  return row && toArea(row);
};

/** The checks shared by create and update: the state exists, the name is free in it. */
async function checkWrite(db: Db, values: AreaValues, exceptId?: number) {
  const state = await findState(db, values.stateId);
  if (!state) {
    const message = M.noState(values.stateId);
    throw new HttpError(400, message, [{ field: 'stateId', message }]);
  }
  const duplicate = M.duplicateAreaName(values.areaName, state.state_name);
  if ((await repo.idWithName(db, values.stateId, values.areaName, exceptId)) !== undefined) throw fieldConflict('areaName', duplicate);
  return duplicate;
}

/** Creates an area of a state; 400 for an unknown state, 409 when the state has an area of that name. */
export async function createArea(db: Db, values: AreaValues, by: Actor): Promise<Area> {
  const duplicate = await checkWrite(db, values);
  const row = await uniqueOrConflict(() => insertTracked(db, areaEntity, toColumns(values), by), 'areaName', duplicate);
  return view(db, row.id);
}

/** Replaces the fields of the area at `revision` (it may move to another state); 404 for an unknown id, 409 when saved since. */
export function updateArea(db: Db, id: number, values: AreaValues, revision: number, by: Actor): Promise<Area> {
  return inTransaction(db, async (trx) => {
    const locked = await lockAtRevision(trx, areaEntity, id, revision, by, M.noArea(id));
    const duplicate = await checkWrite(trx, values, id);
    await uniqueOrConflict(() => updateTracked(trx, areaEntity, id, revision, toColumns(values), by, { locked }), 'areaName', duplicate);
    return view(trx, id);
  });
}
