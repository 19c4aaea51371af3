import type { RuleSetName } from '../constants.ts';
import { serialiseRuleCsv } from './csv.ts';
import type { RuleBook, RuleRow } from './types.ts';

/**
 * The sample file of each set ('Download Sample Format'): a few rows showing every identifier
 * form of the set. Served at GATEKEEPER_PATHS.sampleFiles/{set}.csv; every sample parses clean.
 */
export const SAMPLE_RULES: RuleBook = {
  Eligibility: [
    { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'BRAND NAME', limit: null },
    { identifier: 'GATEKEEPER-UAE-CATEGORY-REJECTION', value: 'CATEGORY NAME', limit: null },
    { identifier: 'GATEKEEPER-UAE-SUB-CATEGORY-REJECTION', value: 'SUB-CATEGORY NAME', limit: null },
    { identifier: 'GATEKEEPER-UAE-DIVISION-AND-DEPARTMENT-REJECTION', value: 'DIVISION/DEPARTMENT', limit: null },
    { identifier: 'GATEKEEPER-UAE-GROUP-CODE-REJECTION', value: 'GROUP CODE', limit: null },
    { identifier: 'GATEKEEPER-KSA-BRAND-REJECTION', value: 'BRAND NAME', limit: null },
    { identifier: 'GATEKEEPER-KSA-CATEGORY-REJECTION', value: 'CATEGORY NAME', limit: null },
    { identifier: 'GATEKEEPER-KSA-SUB-CATEGORY-REJECTION', value: 'SUB-CATEGORY NAME', limit: null },
    { identifier: 'GATEKEEPER-KSA-DIVISION-AND-DEPARTMENT-REJECTION', value: 'DIVISION/DEPARTMENT', limit: null },
    { identifier: 'GATEKEEPER-KSA-GROUP-CODE-REJECTION', value: 'GROUP CODE', limit: null },
  ],
  Capping: [
    { identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'BRAND NAME', limit: 40 },
    { identifier: 'GATEKEEPER-UAE-DIVISION-UPC-MAX', value: 'DIVISION NAME', limit: 30 },
    { identifier: 'GATEKEEPER-KSA-BRAND-MAX', value: 'BRAND NAME', limit: 20 },
    { identifier: 'GATEKEEPER-KSA-DIVISION-UPC-MAX', value: 'DIVISION NAME', limit: 15 },
  ],
  Allotment: [
    { identifier: 'GATEKEEPER-UAE-ALLOTMENT', value: 'ALL', limit: 100 },
    { identifier: 'GATEKEEPER-KSA-ALLOTMENT', value: 'ALL', limit: 0 },
  ],
};

export const sampleCsv = (set: RuleSetName): string => serialiseRuleCsv(SAMPLE_RULES[set] as RuleRow[]);
