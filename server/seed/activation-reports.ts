import { COMPANIES, type ActivationLang, type Company } from '../../src/domain/activation/constants.ts';
import { dayStart, today } from '../../src/domain/day-bounds.ts';
import type { Db } from '../db/connect.ts';
import { recordPastActivations, type PastActivation } from '../modules/activation/reports.service.ts';
import { approvedProducts } from '../modules/catalogue/catalogue-seed.service.ts';
import type { Actor } from '../shared/actor.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedOptions } from './seed-step.ts';
import { demoActor } from './users.ts';

/** How many days back the demo's activation history reaches, today included. */
const DAYS = 45;
const HOUR = 3_600_000;
/** The demo's zone: the history is written in Dubai working hours (the seed runs without the configuration). */
const ZONE = 'Asia/Dubai';

/** Activators of the other companies: people who work in the legacy panel and have no account here. */
const OUTSIDE_ACTIVATORS: Record<Exclude<Company, 'HO'>, string[]> = {
  BFL: ['Khalid Mansour', 'Sara Ali'],
  FREELANCER: ['Nadia Farouk', 'Rohan Mehta'],
};

/**
 * Seed step 'seeded-activation-reports' (demo seed only): 45 days of activations across the three
 * companies and both languages, so PID Activation Details and the Product Activation Report have
 * rows on a fresh install. HO's are the demo activators' (the administrator and the operator, whose
 * company counts as HO), the others' are named people; each names a product approved in that
 * language. Deterministic apart from the days, which end today.
 */
export async function seedActivationReports(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const random = seededRandom(17_024_017);
  const people: Record<Company, Actor[]> = {
    HO: [await demoActor(db, 'admin'), await demoActor(db, 'operator')],
    BFL: OUTSIDE_ACTIVATORS.BFL.map((name) => ({ userId: null, name })),
    FREELANCER: OUTSIDE_ACTIVATORS.FREELANCER.map((name) => ({ userId: null, name })),
  };
  const pool: Record<ActivationLang, number[]> = { ENG: await approvedProducts(db, 'ENG', 400), AR: await approvedProducts(db, 'AR', 400) };
  const [y, m, d] = today(ZONE).split('-').map(Number);
  const rows: PastActivation[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(y!, m! - 1, d! - back));
    // The UAE weekend (Saturday, Sunday) is quieter.
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const opens = dayStart(day.toISOString().slice(0, 10), ZONE).getTime() + 9 * HOUR;
    for (const company of COMPANIES) {
      for (const lang of ['ENG', 'AR'] as const) {
        const products = pool[lang];
        if (products.length === 0) continue;
        for (const by of people[company]) {
          const count = Math.floor(random() * (weekend ? 3 : lang === 'ENG' ? 7 : 4));
          for (let n = 0; n < count; n++) {
            const at = new Date(opens + Math.floor(random() * 9 * HOUR));
            // Today's history ends now: nothing is recorded as done later than the seed ran.
            if (at.getTime() > Date.now()) continue;
            rows.push({ pId: products[Math.floor(random() * products.length)]!, company, lang, by, at });
          }
        }
      }
    }
  }
  await recordPastActivations(db, rows);
}
