import type { BulkUpdate } from '../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../src/domain/bulk-update/paths.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestUser } from '../support/test-users.ts';

/** Waits until the update has ended (the worker polls the job queue), answering it. */
export async function ended(t: TestApp, reader: TestUser, id: number): Promise<BulkUpdate> {
  for (let i = 0; i < 300; i++) {
    const list = await t.app.inject({ method: 'GET', url: `${BULK_UPDATE_PATHS.updates}?pageSize=100`, headers: reader.headers });
    const found = (list.json().data.records as BulkUpdate[]).find((u) => u.id === id)!;
    if (found.status >= 2) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`update ${id} did not end`);
}

/** A product's offer in a country, as the updates leave it. */
export const offerOf = (t: TestApp, pId: number, countryCode: string) =>
  t.app.db
    .selectFrom('product_country_offers')
    .selectAll()
    .where('p_id', '=', pId)
    .where('country_code', '=', countryCode)
    .executeTakeFirst();

/** An update's result file, line by line (CRLF lines, the header first). */
export async function resultLines(t: TestApp, reader: TestUser, id: number): Promise<string[]> {
  const result = await t.app.inject({ method: 'GET', url: BULK_UPDATE_PATHS.result(id), headers: reader.headers });
  return result.body.trimEnd().split('\r\n');
}
