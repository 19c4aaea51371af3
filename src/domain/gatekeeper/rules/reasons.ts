import type { GateCountry } from '../constants.ts';
import { GATEKEEPER_MESSAGES, gatekeeperEnglish } from '../messages.ts';
import type { RejectionKind } from './identifiers.ts';

/** The reasons of REJECTED verdicts: short sentences naming the rule (shown in the REJECTED dialog). */
const KIND_LABEL: Record<RejectionKind, string> = {
  BRAND: 'Brand',
  CATEGORY: 'Category',
  'SUB-CATEGORY': 'Sub-category',
  'DIVISION-AND-DEPARTMENT': 'Division and department',
  'GROUP-CODE': 'Group code',
};

export const NEW_STYLE_MIN_HO_QTY = 3;

export const RULE_REASONS = {
  unknownUpc: 'Unknown UPC: not in the item master',
  rejected: (kind: RejectionKind, value: string, country: GateCountry) => `${KIND_LABEL[kind]} ${value} is rejected at ${country} gates`,
  newStyle: (style: string, headOfficeQty: number) =>
    `New style ${style} needs at least ${NEW_STYLE_MIN_HO_QTY} head-office qty at UAE gates (has ${headOfficeQty})`,
  notInBusiness: (style: string, country: GateCountry) => `Style ${style} is not yet in business in ${country}`,
  allotment: (uae: number, ksa: number, country: GateCountry) =>
    `Allotment UAE:KSA is ${uae}:${ksa}: nothing is allotted to ${country} gates`,
  /** `scanned` counts this unit too. */
  capped: (rack: number, preGrn: number, scanned: number, cap: number, source: string) =>
    `Capping: rack ${rack} + pre-GRN ${preGrn} + ${scanned} scanned in the last hour = ${rack + preGrn + scanned}, over the ${source} (${cap})`,
  capSource: {
    brand: (brand: string) => `maximum of brand ${brand}`,
    division: (division: string) => `UPC maximum of division ${division}`,
    default: 'default maximum',
  },
} as const;

/** Where a capping maximum came from. */
export type CapSource = { from: 'brand'; name: string } | { from: 'division'; name: string } | { from: 'default' };

/**
 * A verdict's reason as a message key and its parameters, so the device shows it in the
 * operator's language (the gatekeeper's `reasons.*` strings) instead of matching English text.
 * `reasonText` gives the English every other place keeps (the server's remarks, reports).
 */
export type ReasonMessage =
  | { key: 'unknownUpc'; params: Record<string, never> }
  | { key: 'rejected'; params: { kind: RejectionKind; value: string; country: GateCountry } }
  | { key: 'newStyle'; params: { style: string; headOfficeQty: number; min: number } }
  | { key: 'notInBusiness'; params: { style: string; country: GateCountry } }
  | { key: 'allotment'; params: { uae: number; ksa: number; country: GateCountry } }
  | { key: 'capped'; params: { rack: number; preGrn: number; scanned: number; total: number; cap: number; source: CapSource } }
  | { key: 'notOnPallet'; params: { upc: string } }
  | { key: 'alreadyScanned'; params: { upc: string } };

const capSourceText = (s: CapSource): string =>
  s.from === 'brand'
    ? RULE_REASONS.capSource.brand(s.name)
    : s.from === 'division'
      ? RULE_REASONS.capSource.division(s.name)
      : RULE_REASONS.capSource.default;

/** The English of a reason, exactly as the spec and RULE_REASONS word it. */
export function reasonText(m: ReasonMessage): string {
  switch (m.key) {
    case 'unknownUpc':
      return RULE_REASONS.unknownUpc;
    case 'rejected':
      return RULE_REASONS.rejected(m.params.kind, m.params.value, m.params.country);
    case 'newStyle':
      return RULE_REASONS.newStyle(m.params.style, m.params.headOfficeQty);
    case 'notInBusiness':
      return RULE_REASONS.notInBusiness(m.params.style, m.params.country);
    case 'allotment':
      return RULE_REASONS.allotment(m.params.uae, m.params.ksa, m.params.country);
    case 'capped': {
      const p = m.params;
      return RULE_REASONS.capped(p.rack, p.preGrn, p.scanned, p.cap, capSourceText(p.source));
    }
    case 'notOnPallet':
      return gatekeeperEnglish(GATEKEEPER_MESSAGES.notOnPallet(m.params.upc));
    case 'alreadyScanned':
      return gatekeeperEnglish(GATEKEEPER_MESSAGES.alreadyScanned(m.params.upc));
  }
}
