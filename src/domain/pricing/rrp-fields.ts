/**
 * The fields and operators of an RRP rule (spec 001 §3, §5), shared by the editor and the server's
 * checks. Brand, department and group code are named by their catalogue value (matched whatever
 * its case); the main category by its id; the percentage is the rule's outcome, 0 to 100.
 */
export const RRP_ACTION = 'RRP';
export const RRP_ACTIONS = [RRP_ACTION] as const;

export const PERCENT_FIELD = 'price_increase_percentage_to_rrp';

export const RRP_FIELD_NAMES = ['brand', 'department', 'groupCode', 'mainCategory', PERCENT_FIELD] as const;
export type RrpFieldName = (typeof RRP_FIELD_NAMES)[number];

/** What a field's value is: a catalogue text, a main category id or a percentage. */
export type RrpValueKind = 'catalogueText' | 'mainCategoryId' | 'percent';

export interface RrpFieldDefinition {
  name: RrpFieldName;
  /** The English label, also used by the stored natural-language query string. */
  label: string;
  operators: readonly string[];
  kind: RrpValueKind;
}

/**
 * Department: equals or any-in; main category: equals or not-equals; the percentage: equal or
 * between (spec 001 §5). Brand and group code operators are not named by the spec: equals,
 * not-equals and any-in (docs/decisions.md "RRP Price Criteria").
 */
export const RRP_FIELDS: readonly RrpFieldDefinition[] = [
  { name: 'brand', label: 'Brand', operators: ['=', '!=', 'in'], kind: 'catalogueText' },
  { name: 'department', label: 'Department', operators: ['=', 'in'], kind: 'catalogueText' },
  { name: 'groupCode', label: 'Group Code', operators: ['=', '!=', 'in'], kind: 'catalogueText' },
  { name: 'mainCategory', label: 'Main Category', operators: ['=', '!='], kind: 'mainCategoryId' },
  { name: PERCENT_FIELD, label: 'Price Increase % to RRP', operators: ['=', 'between'], kind: 'percent' },
];

export const rrpField = (name: unknown): RrpFieldDefinition | undefined => RRP_FIELDS.find((f) => f.name === name);

/** Percent range of spec 001 §9. */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

/** Limits that keep a rule readable and its checks cheap. */
export const RRP_LIMITS = {
  /** Conditions and groups in a whole rule. */
  nodes: 200,
  /** Nesting of groups (the root is depth 1). */
  depth: 6,
  /** Values of one any-in condition. */
  inValues: 100,
  /** Characters of one catalogue value. */
  valueLength: 100,
  /** Characters of the jsonTree text and of each stored format. */
  text: 100_000,
} as const;

/** The fields a product selection rule (a product frame's) may name: the RRP fields but the percentage. */
export const SELECTION_FIELDS: readonly RrpFieldDefinition[] = RRP_FIELDS.filter((f) => f.kind !== 'percent');
