/**
 * The delivery promise call (docs/delivery-promise.md) with TIMELINES (default 10,000) delivery
 * timelines: p95 of GET /api/shipment/delivery-promise through the real app (routing, sign-in
 * check, zod, the indexed read, the rule), goal ≤ 5 ms. On an in-memory PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set (a fresh database there, dropped after). `npm run bench:delivery-promise`; prints JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DELIVERY_LABELS } from '../src/domain/shipment/delivery-labels.ts';
import { DELIVERY_TYPES } from '../src/domain/shipment/delivery-types.ts';
import { deliveryPromiseQuerySchema } from '../src/domain/shipment/delivery-promise.ts';
import { SHIPMENT_PATHS } from '../src/domain/shipment/paths.ts';
import { promiseFor } from '../server/modules/delivery/delivery-promise.service.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase, type Db } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedOnFirstStart } from '../server/seed/run.ts';
import { seededRandom } from '../server/seed/seeded-random.ts';
import { onFreshDatabase } from './fresh-database.ts';

const TIMELINES = Number(process.env.TIMELINES ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const PASSWORD = 'Bench@2121x';

interface Place {
  countryId: number;
  stateId: number | null;
  areaId: number | null;
}

/** Every method of the UAE and KSA, and timelines over every place of theirs in 3-hour windows, up to TIMELINES. */
async function fill(db: Db): Promise<{ places: Place[]; countries: number[]; total: number }> {
  const countries = await db.selectFrom('countries').select('id').where('service_avail', '=', true).execute();
  const states = await db.selectFrom('states').select(['id', 'country_id']).execute();
  const areas = await db
    .selectFrom('areas')
    .innerJoin('states', 'states.id', 'areas.state_id')
    .select(['areas.id', 'areas.state_id', 'states.country_id'])
    .execute();
  const served = new Set(countries.map((c) => c.id));
  const places: Place[] = [
    ...countries.map((c) => ({ countryId: c.id, stateId: null, areaId: null })),
    ...states.filter((s) => served.has(s.country_id)).map((s) => ({ countryId: s.country_id, stateId: s.id, areaId: null })),
    ...areas.filter((a) => served.has(a.country_id)).map((a) => ({ countryId: a.country_id, stateId: a.state_id, areaId: a.id })),
  ];
  await db.deleteFrom('delivery_methods').execute();
  const methods = await db
    .insertInto('delivery_methods')
    .values(
      countries.flatMap((c) =>
        DELIVERY_TYPES.flatMap((t) =>
          DELIVERY_LABELS.map((l) => ({
            inventory_country_id: c.id,
            delivery_type_code: t.code,
            delivery_label_code: l.code,
            status: true,
            created_name: 'bench',
          })),
        ),
      ),
    )
    .returning(['id', 'inventory_country_id'])
    .execute();
  const rows = [];
  for (let slot = 0; slot < 8 && rows.length < TIMELINES; slot++)
    for (const m of methods)
      for (const p of places) {
        if (rows.length >= TIMELINES) break;
        const from = `${String(slot * 3).padStart(2, '0')}:00:00`;
        const to = `${String(slot * 3 + 2).padStart(2, '0')}:59:59`;
        const ksa = p.countryId !== countries[0]!.id;
        rows.push({
          delivery_method_id: m.id,
          shipping_country_id: p.countryId,
          shipping_state_id: p.stateId,
          shipping_area_id: p.areaId,
          timezone: ksa ? 'Asia/Riyadh' : 'Asia/Dubai',
          cut_off_time_from: from,
          cut_off_time_to: to,
          working_days: ksa ? 'Sun,Mon,Tue,Wed,Thu' : 'Mon,Tue,Wed,Thu,Fri',
          min_edd: 1,
          max_edd: 3,
          created_name: 'bench',
        });
      }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('delivery_timelines')
      .values(rows.slice(i, i + 1000))
      .execute();
  const { total } = await db
    .selectFrom('delivery_timelines')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { places, countries: countries.map((c) => c.id), total: Number(total) };
}

async function measure(kind: 'pglite' | 'postgres', db: Db) {
  await migrateToLatest(db);
  await seedOnFirstStart(db, { kind: 'demo', password: PASSWORD, dataCentre: 'uae' });
  const { places, countries, total } = await fill(db);
  await sql`analyze`.execute(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-delivery-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: PASSWORD,
    STATIC_DIR: join(dataDir, 'none'),
  });
  const app = await buildApp({ config, db, logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/adminpanel/user/login',
      payload: { username: 'office', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const random = seededRandom(16);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const question = () => {
      const place = pick(places);
      const query = {
        inventoryCountryId: String(pick(countries)),
        deliveryTypeCode: pick(DELIVERY_TYPES).code,
        deliveryLabelCode: pick(DELIVERY_LABELS).code,
        shippingCountryId: String(place.countryId),
        ...(place.stateId ? { shippingStateId: String(place.stateId) } : {}),
        ...(place.areaId ? { shippingAreaId: String(place.areaId) } : {}),
        orderTime: new Date(Date.UTC(2026, 10, 1) + Math.floor(random() * 30 * 86_400_000)).toISOString(),
      };
      return query;
    };
    let found = 0;
    const promiseCall = async () => {
      const res = await app.inject({ method: 'GET', url: SHIPMENT_PATHS.deliveryPromise, query: question(), headers });
      if (res.statusCode !== 200) throw new Error(`promise call failed: ${res.statusCode} ${res.body}`);
      if (res.json().data.found) found++;
    };
    // The same call without the app around it: the indexed read and the rule alone.
    const serviceCall = async () => {
      const parsed = deliveryPromiseQuerySchema.parse(question());
      if ((await promiseFor(db, parsed)).found) found++;
    };
    // What any signed-in call costs here (no table read): the rest is the promise's own.
    const baselineCall = async () => void (await app.inject({ method: 'GET', url: SHIPMENT_PATHS.deliveryLabels, headers }));
    const figures = async (run: () => Promise<void>) => {
      for (let i = 0; i < 200; i++) await run(); // warm-up: JIT, prepared statements, caches
      found = 0;
      const timings: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        await run();
        timings.push(performance.now() - started);
      }
      const exact = [...timings].sort((a, b) => a - b);
      const at = (q: number) => Number(exact[Math.ceil(q * exact.length) - 1]!.toFixed(2));
      return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Number(exact.at(-1)!.toFixed(1)), found };
    };
    return {
      database: kind,
      timelines: total,
      requests: REQUESTS,
      goalP95Ms: 5,
      promiseCall: await figures(promiseCall),
      promiseService: await figures(serviceCall),
      baselineSignedInCall: await figures(baselineCall),
      loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
      cpus: cpus().length,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
results.push(await measure('pglite', (await connectDatabase({})).db));
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  results.push(await onFreshDatabase(serverUrl, 'bench_delivery', async (url) => measure('postgres', (await connectDatabase({ url })).db)));
}
console.log(JSON.stringify({ bench: 'delivery-promise', results }, null, 2));
