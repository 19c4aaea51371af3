import type { GateCountry } from '../constants.ts';
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
