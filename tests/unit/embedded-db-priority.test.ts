import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBackground } from '../../server/db/background.ts';
import { connectDatabase, type Db } from '../../server/db/connect.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await connectDatabase({}));
});
afterAll(() => db.destroy());

const query = (order: string[], name: string) => sql`select 1`.execute(db).then(() => order.push(name));

describe('the embedded database’s single connection', () => {
  it('serves the gate’s queries before background work that was waiting longer', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = [
      inBackground(() => query(order, 'download 1')),
      inBackground(() => query(order, 'download 2')),
      query(order, 'scan 1'),
      query(order, 'scan 2'),
    ];
    release();
    await Promise.all([held, ...waiting]);
    expect(order).toEqual(['scan 1', 'scan 2', 'download 1', 'download 2']);
  });

  it('still gives background work a turn under a stream of the gate’s queries', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const background = inBackground(() => query(order, 'download'));
    const scans = Array.from({ length: 20 }, (_, i) => query(order, `scan ${i}`));
    release();
    await Promise.all([held, background, ...scans]);
    expect(order.indexOf('download')).toBe(8);
  });
});
