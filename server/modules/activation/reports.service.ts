import { activationCompanyOf, type ActivationLang, type Company } from '../../../src/domain/activation/constants.ts';
import { ACTIVATION_MESSAGES } from '../../../src/domain/activation/messages.ts';
import type {
  ActivationDetailsFilter,
  ActivationDetailsRow,
  ActivationReportFilter,
  ActivationReportRow,
  PidActivationFilter,
  PidActivationRow,
} from '../../../src/domain/activation/reports.ts';
import { dayRange } from '../../../src/domain/day-bounds.ts';
import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import { badField } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as products from '../catalogue/products.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './reports.repository.ts';

/** An activation made before (the demo's history): the product, who and when. */
export interface PastActivation {
  pId: number;
  company: Company;
  lang: ActivationLang;
  by: Actor;
  at: Date;
}

/** Records activations made before, as the queue records one (the demo seed's history). */
export async function recordPastActivations(db: Db, activations: readonly PastActivation[]): Promise<void> {
  await repo.insertActivations(
    db,
    activations.map((a) => ({
      p_id: a.pId,
      company: a.company,
      lang: a.lang,
      created_by: a.by.userId,
      created_name: a.by.name,
      created_date_utc: a.at,
    })),
  );
}

/** PID Activation Details (spec 001 §2): every activation matching the filters, newest first unless sorted; pId -1 is any. */
export async function pidActivations(db: Db, paging: Paging, f: PidActivationFilter, timeZone: string): Promise<Page<PidActivationRow>> {
  const day = f.createdDate ? dayRange(f.createdDate, timeZone) : undefined;
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.activationsPage(
    db,
    {
      company: f.company,
      lang: f.lang,
      createdName: f.createdName,
      from: day?.from,
      to: day?.to,
      pId: f.pId > 0 ? f.pId : undefined,
    },
    skip,
    take,
    f.sort,
  );
  const names = await products.productNames(
    db,
    rows.map((r) => r.p_id),
  );
  return {
    totalRecords: total,
    records: rows.map((r) => ({
      id: r.id,
      pId: r.p_id,
      proname: names.get(r.p_id)?.name ?? '',
      ar_proname: names.get(r.p_id)?.ar_name ?? '',
      company: r.company,
      lang: r.lang,
      createdName: r.created_name,
      createdDate: new Date(r.created_date_utc).toISOString(),
    })),
  };
}

/**
 * The company a user's activations are counted for, and the report's default for them (spec 001
 * §2): their company, read from the account cached for the request's access check.
 */
export async function activationCompany(db: Db, userId: number): Promise<Company> {
  return activationCompanyOf((await users.activeAccount(db, userId))?.user.company ?? '');
}

/**
 * Product Activation Report (spec 001 §2): activations per day of the deployment's zone, company
 * and language, newest day first. Company left out is the user's own; '' is every company.
 */
export async function report(
  db: Db,
  paging: Paging,
  f: ActivationReportFilter,
  userId: number,
  timeZone: string,
): Promise<Page<ActivationReportRow>> {
  if (f.fromDate && f.toDate && f.fromDate > f.toDate) {
    throw badField('toDate', ACTIVATION_MESSAGES.toBeforeFrom);
  }
  const company = f.company ?? (await activationCompany(db, userId));
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.reportPage(
    db,
    { timeZone, company, lang: f.lang, fromDay: f.fromDate, toDay: f.toDate },
    skip,
    take,
    f.sort,
  );
  return {
    totalRecords: total,
    records: rows.map((r) => ({ date: r.date, company: r.company, lang: r.lang, count: Number(r.count) })),
  };
}

/** The details of a report row: its activators and how many each activated, most first. */
export async function details(db: Db, paging: Paging, f: ActivationDetailsFilter, timeZone: string): Promise<Page<ActivationDetailsRow>> {
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.detailsPage(
    db,
    { timeZone, day: f.date, company: f.company, lang: f.lang, activator: f.createdName },
    skip,
    take,
    f.sort,
  );
  return {
    totalRecords: total,
    records: rows.map((r) => ({ date: f.date, company: f.company, lang: f.lang, createdName: r.created_name, count: Number(r.count) })),
  };
}
