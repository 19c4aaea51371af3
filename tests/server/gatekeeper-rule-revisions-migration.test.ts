import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.ts';
import { loadRuleBook } from '../../server/modules/gatekeeper-rules/gatekeeper-rules.service.ts';
import { emptyTestDatabase } from '../support/test-app.ts';

// A database of an earlier release holds each rule as a row; upgrading packs the live revision of
// each set into one row (migration 0026) and loses no rule, and going back restores the rows.
const MIGRATION = '0026-rule-set-revisions';
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
afterAll(async () => {
  await opened?.db.destroy();
  await opened?.dropDatabase();
});

describe('migration 0026: a rule set revision is one row', () => {
  it('moves the live rules over in file order, drops an upload that never went live, and goes back', async () => {
    opened = await emptyTestDatabase();
    const { db } = opened;
    const upTo = (set: typeof migrations) => new Migrator({ db, provider: { getMigrations: async () => set } });
    expect((await upTo(before).migrateToLatest()).error).toBeUndefined();
    await sql`insert into gatekeeper_rule_sets (rule_set, revision, staged_revision, updated_name) values
      ('Eligibility', 2, 3, 'Ops'), ('Capping', 1, 1, 'Ops')`.execute(db);
    await sql`insert into gatekeeper_rules (rule_set, identifier, value, rule_limit, line_no, revision, created_name) values
      ('Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION', 'GUESS', null, 2, 2, 'Ops'),
      ('Eligibility', 'GATEKEEPER-KSA-BRAND-REJECTION', 'MANGO', null, 1, 2, 'Ops'),
      ('Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION', 'OLD', null, 1, 1, 'Ops'),
      ('Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION', 'STAGED', null, 1, 3, 'Ops'),
      ('Capping', 'GATEKEEPER-UAE-BRAND-MAX', 'NIKE', 40, 1, 1, 'Ops')`.execute(db);

    expect((await upTo(migrations).migrateToLatest()).error).toBeUndefined();
    expect(await loadRuleBook(db)).toEqual({
      Eligibility: [
        { identifier: 'GATEKEEPER-KSA-BRAND-REJECTION', value: 'MANGO', limit: null },
        { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'GUESS', limit: null },
      ],
      Capping: [{ identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'NIKE', limit: 40 }],
      Allotment: [],
    });
    const stored = await db
      .selectFrom('gatekeeper_rule_revisions')
      .select(['rule_set', 'revision', 'row_count'])
      .orderBy('rule_set')
      .execute();
    expect(stored).toEqual([
      { rule_set: 'Capping', revision: 1, row_count: 1 },
      { rule_set: 'Eligibility', revision: 2, row_count: 2 },
    ]);

    const all = Object.keys(migrations);
    const later = all.slice(all.indexOf(MIGRATION));
    const migrator = upTo(migrations);
    for (const _ of later) expect((await migrator.migrateDown()).error).toBeUndefined();
    const rows = await sql<{ rule_set: string; value: string; line_no: number }>`
      select rule_set, value, line_no from gatekeeper_rules order by rule_set, line_no`.execute(db);
    expect(rows.rows).toEqual([
      { rule_set: 'Capping', value: 'NIKE', line_no: 1 },
      { rule_set: 'Eligibility', value: 'MANGO', line_no: 1 },
      { rule_set: 'Eligibility', value: 'GUESS', line_no: 2 },
    ]);
  });
});
