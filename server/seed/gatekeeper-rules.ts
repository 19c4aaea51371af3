import { RULE_SETS } from '../../src/domain/gatekeeper/constants.ts';
import { parseRuleCsv } from '../../src/domain/gatekeeper/rules/csv.ts';
import type { Db } from '../db/connect.ts';
import * as rules from '../modules/gatekeeper-rules/gatekeeper-rules.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import type { SeedOptions } from './seed-step.ts';

/**
 * Demo rule sets, chosen against the seeded pallets (seed/gatekeeper.ts) so that a few items of
 * each pallet are rejected: at UAE gates GUESS, Underwear, Kids/Kids Footwear and two group
 * codes; at KSA gates CALVIN KLEIN, Accessories and Dresses; Kids at UAE and Women at KSA capped
 * low. The Allotment set is left empty: the spec's 100:0 would reject every unit at the seeded
 * KSA gates, and an empty set shows the drawer's 'No Data Found' state with the 100:0 sample.
 */
export const DEMO_RULE_CSV = {
  Eligibility: `identifier,value,limit
GATEKEEPER-UAE-BRAND-REJECTION,GUESS,
GATEKEEPER-UAE-CATEGORY-REJECTION,Fragrances,
GATEKEEPER-UAE-SUB-CATEGORY-REJECTION,Underwear,
GATEKEEPER-UAE-DIVISION-AND-DEPARTMENT-REJECTION,Kids/Kids Footwear,
GATEKEEPER-UAE-GROUP-CODE-REJECTION,GC-NK12,
GATEKEEPER-UAE-GROUP-CODE-REJECTION,GC-AD27,
GATEKEEPER-KSA-BRAND-REJECTION,CALVIN KLEIN,
GATEKEEPER-KSA-CATEGORY-REJECTION,Accessories,
GATEKEEPER-KSA-SUB-CATEGORY-REJECTION,Dresses,
`,
  Capping: `identifier,value,limit
GATEKEEPER-UAE-BRAND-MAX,NIKE,40
GATEKEEPER-UAE-BRAND-MAX,ADIDAS,30
GATEKEEPER-UAE-DIVISION-UPC-MAX,Kids,12
GATEKEEPER-KSA-BRAND-MAX,NIKE,15
GATEKEEPER-KSA-DIVISION-UPC-MAX,Women,20
`,
  Allotment: '',
} as const;

/** Seed step 'seeded-gatekeeper-rules': the demo rule sets; nothing for SEED=none. */
export async function seedGatekeeperRules(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  for (const set of RULE_SETS) {
    if (DEMO_RULE_CSV[set] === '') continue;
    const parsed = parseRuleCsv(set, DEMO_RULE_CSV[set]);
    if (parsed.errors) throw new Error(`Demo ${set} rules: ${JSON.stringify(parsed.errors)}`);
    await rules.replaceRuleSet(db, set, parsed.rows, SYSTEM_ACTOR);
  }
}
