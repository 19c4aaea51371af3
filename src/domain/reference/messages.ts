import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { referenceWords } from './words.ts';

const w = wordsIn<typeof referenceWords>('reference');

/** What the reference-data calls answer (the spec shows the server's message but not its words: ours). */
export const REFERENCE_MESSAGES = {
  countryCreated: w('countryCreated'),
  countryUpdated: w('countryUpdated'),
  stateCreated: w('stateCreated'),
  stateUpdated: w('stateUpdated'),
  areaCreated: w('areaCreated'),
  areaUpdated: w('areaUpdated'),
  noCountry: (id: number) => w('noCountry', { id }),
  noState: (id: number) => w('noState', { id }),
  noArea: (id: number) => w('noArea', { id }),
  duplicateCountryCode: (code: string) => w('duplicateCountryCode', { code }),
  duplicateStateCode: (code: string, country: string) => w('duplicateStateCode', { code, country }),
  duplicateAreaName: (name: string, state: string) => w('duplicateAreaName', { name, state }),
} as const;

/** The reference contracts' own rules, as the key text a zod rule carries. */
export const REFERENCE_RULES = {
  countryCode: textOf(w('rules.countryCode')),
  countryCode2: textOf(w('rules.countryCode2')),
  currencyCode: textOf(w('rules.currencyCode')),
  stateCode: textOf(w('rules.stateCode')),
  trueOrFalse: textOf(w('rules.trueOrFalse')),
};
