import { sql, type Kysely } from 'kysely';

/**
 * The activation report counts a user's days in their data centre's zone: KSA's day starts an hour
 * before the UAE's. This index holds the Asia/Riyadh day as 0024's holds Dubai's, so a KSA user's
 * report reads its first page from the index alone too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_activations_riyadh_day on product_activations
    (((created_date_utc at time zone 'Asia/Riyadh')::date) desc, company, lang) include (created_date_utc, created_name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_activations_riyadh_day`.execute(db);
}
