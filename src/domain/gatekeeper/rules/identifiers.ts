import { GATE_COUNTRIES, type GateCountry, type RuleSetName } from '../constants.ts';

/**
 * The identifiers each rule set may hold (spec 002 §9 and docs/gatekeeper-rules.md). Rejection
 * lists and the new-style minimum are Eligibility, the maxima are Capping, the country shares
 * are Allotment.
 */
export const REJECTION_KINDS = ['BRAND', 'CATEGORY', 'SUB-CATEGORY', 'DIVISION-AND-DEPARTMENT', 'GROUP-CODE'] as const;
export type RejectionKind = (typeof REJECTION_KINDS)[number];

export const rejectionId = (country: GateCountry, kind: RejectionKind) => `GATEKEEPER-${country}-${kind}-REJECTION`;
export const brandMaxId = (country: GateCountry) => `GATEKEEPER-${country}-BRAND-MAX`;
/** Ours (the spec names no identifier for it): the per-UPC maximum of a division. */
export const divisionUpcMaxId = (country: GateCountry) => `GATEKEEPER-${country}-DIVISION-UPC-MAX`;
/** Ours: a gate country's percentage of the allotment (spec: UAE:KSA 100:0). */
export const allotmentId = (country: GateCountry) => `GATEKEEPER-${country}-ALLOTMENT`;
/** The one value an allotment row takes: the share applies to all stock. */
export const ALLOTMENT_VALUE = 'ALL';

/** Rule ids of verdicts decided by a fixed rule rather than an uploaded row. */
export const FIXED_RULES = {
  unknownUpc: 'ITEM-MASTER',
  newStyle: (country: GateCountry) => `GATEKEEPER-${country}-NEW-STYLE-ELIGIBILITY`,
  inBusiness: (country: GateCountry) => `GATEKEEPER-${country}-STYLE-IN-BUSINESS`,
  defaultCap: 'CAPPING-DEFAULT',
} as const;

/** What a row of an identifier carries in its `limit` column. */
export interface IdentifierSpec {
  set: RuleSetName;
  /** Null: the identifier takes no limit (the column stays empty). */
  limit: { min: number; max: number } | null;
}

const MAX_QTY = 1_000_000;

function buildCatalogue(): Map<string, IdentifierSpec> {
  const catalogue = new Map<string, IdentifierSpec>();
  for (const country of GATE_COUNTRIES) {
    for (const kind of REJECTION_KINDS) catalogue.set(rejectionId(country, kind), { set: 'Eligibility', limit: null });
    catalogue.set(brandMaxId(country), { set: 'Capping', limit: { min: 0, max: MAX_QTY } });
    catalogue.set(divisionUpcMaxId(country), { set: 'Capping', limit: { min: 0, max: MAX_QTY } });
    catalogue.set(allotmentId(country), { set: 'Allotment', limit: { min: 0, max: 100 } });
  }
  return catalogue;
}

export const IDENTIFIERS: ReadonlyMap<string, IdentifierSpec> = buildCatalogue();

/** The identifiers of one set, in catalogue order (for messages and docs). */
export const identifiersOf = (set: RuleSetName): string[] => [...IDENTIFIERS].filter(([, s]) => s.set === set).map(([id]) => id);
