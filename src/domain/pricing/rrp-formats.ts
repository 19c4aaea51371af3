import { formatQuery } from 'react-querybuilder/formatQuery';
import { RRP_FIELDS } from './rrp-fields.ts';
import { conditionsOf, type RrpGroup } from './rrp-tree.ts';

/** The stored forms of a rule besides its tree (spec 001 §3, §7). */
export interface RrpFormats {
  /** The rule in words, e.g. "Brand is 'NIKE', and Price Increase % to RRP is 10". */
  queryString: string;
  mongoDbQuery: unknown;
  SQLWhere: string;
  /** The JsonLogic rule and the data it reads (each field it names, null until applied). */
  jsonLogic: { logic: unknown; data: Record<string, null> };
}

// Numbers render as numbers only where the field is numeric: a brand named '123' stays text.
const fields = RRP_FIELDS.map((f) => ({
  name: f.name,
  value: f.name,
  label: f.label,
  ...(f.kind === 'catalogueText' ? {} : { inputType: 'number' }),
}));
const options = { fields, parseNumbers: 'strict-limited' as const };

/**
 * Every stored form of a tree, built by react-querybuilder's formatQuery with one set of options:
 * the editor sends them, and the server rebuilds them from the tree and refuses any that differ.
 */
export function formatRrpRule(tree: RrpGroup): RrpFormats {
  const data: Record<string, null> = {};
  for (const c of conditionsOf(tree)) data[c.field] = null;
  return {
    queryString: formatQuery(tree, { ...options, format: 'natural_language' }),
    mongoDbQuery: formatQuery(tree, { ...options, format: 'mongodb_query' }),
    SQLWhere: formatQuery(tree, { ...options, format: 'sql' }),
    jsonLogic: { logic: formatQuery(tree, { ...options, format: 'jsonlogic' }), data },
  };
}
