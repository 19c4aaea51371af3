import { GATE_COUNTRIES, type GateCountry, type RuleSetName } from '../constants.ts';
import { allotmentId, brandMaxId, divisionUpcMaxId, REJECTION_KINDS, rejectionId, type RejectionKind } from './identifiers.ts';
import type { RuleBook, RuleRow } from './types.ts';

/** Values match whatever their case and surrounding spaces. */
export const keyOf = (value: string): string => value.trim().toLowerCase();
/** A division-and-department value is 'DIVISION/DEPARTMENT'; spaces around the slash do not matter. */
export const divisionDepartmentKey = (division: string, department: string): string => `${keyOf(division)}/${keyOf(department)}`;
const splitDivisionDepartment = (value: string): string => {
  const slash = value.indexOf('/');
  return slash < 0 ? keyOf(value) : divisionDepartmentKey(value.slice(0, slash), value.slice(slash + 1));
};

/** The rule book indexed for one lookup per check: what judgeScan reads. */
export interface CompiledRules {
  rejections: Record<GateCountry, Record<RejectionKind, ReadonlySet<string>>>;
  brandMax: Record<GateCountry, ReadonlyMap<string, number>>;
  divisionUpcMax: Record<GateCountry, ReadonlyMap<string, number>>;
  /** Each gate country's percentage, or null when the Allotment set is empty (no allotment rule). */
  allotment: Record<GateCountry, number> | null;
}

function byCountry<T>(make: (country: GateCountry) => T): Record<GateCountry, T> {
  return { UAE: make('UAE'), KSA: make('KSA') };
}

/** A set's rows under one identifier. */
type RowsOf = (identifier: string) => readonly RuleRow[];

/**
 * A set's rows by identifier, read in one pass: a set of 27,000 rows is then walked once rather
 * than once per identifier (compiling runs on the server's thread when a set is uploaded).
 */
function byIdentifier(rows: readonly RuleRow[]): RowsOf {
  const groups = new Map<string, RuleRow[]>();
  for (const row of rows) {
    const group = groups.get(row.identifier);
    if (group) group.push(row);
    else groups.set(row.identifier, [row]);
  }
  return (identifier) => groups.get(identifier) ?? [];
}

function maxima(rowsOf: RowsOf, identifier: string): Map<string, number> {
  return new Map(rowsOf(identifier).map((r) => [keyOf(r.value), r.limit ?? 0]));
}

/**
 * A country missing from a non-empty Allotment set gets the rest of 100 (UAE 100 alone means
 * UAE:KSA 100:0).
 */
function compileAllotment(rowsOf: RowsOf): Record<GateCountry, number> | null {
  const share = (country: GateCountry) => rowsOf(allotmentId(country))[0]?.limit ?? null;
  const given = byCountry(share);
  if (GATE_COUNTRIES.every((c) => given[c] === null)) return null;
  const [uae, ksa] = [given.UAE, given.KSA];
  return { UAE: uae ?? 100 - (ksa ?? 0), KSA: ksa ?? 100 - (uae ?? 0) };
}

/** What each set compiles to: replacing one set recompiles its part alone. */
export interface CompiledSets {
  Eligibility: Pick<CompiledRules, 'rejections'>;
  Capping: Pick<CompiledRules, 'brandMax' | 'divisionUpcMax'>;
  Allotment: Pick<CompiledRules, 'allotment'>;
}

const compilers: { [S in RuleSetName]: (rowsOf: RowsOf) => CompiledSets[S] } = {
  Eligibility: (eligibility) => ({
    rejections: byCountry((country) => {
      const lists = {} as Record<RejectionKind, ReadonlySet<string>>;
      for (const kind of REJECTION_KINDS) {
        const norm = kind === 'DIVISION-AND-DEPARTMENT' ? splitDivisionDepartment : keyOf;
        lists[kind] = new Set(eligibility(rejectionId(country, kind)).map((r) => norm(r.value)));
      }
      return lists;
    }),
  }),
  Capping: (capping) => ({
    brandMax: byCountry((country) => maxima(capping, brandMaxId(country))),
    divisionUpcMax: byCountry((country) => maxima(capping, divisionUpcMaxId(country))),
  }),
  Allotment: (allotment) => ({ allotment: compileAllotment(allotment) }),
};

export const compileSet = <S extends RuleSetName>(set: S, rows: readonly RuleRow[]): CompiledSets[S] => compilers[set](byIdentifier(rows));

export function compileRules(book: RuleBook): CompiledRules {
  return {
    ...compileSet('Eligibility', book.Eligibility),
    ...compileSet('Capping', book.Capping),
    ...compileSet('Allotment', book.Allotment),
  };
}
