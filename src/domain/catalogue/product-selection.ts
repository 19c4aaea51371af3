/**
 * A selection of catalogue products by their facts, as pricing and merchandising rules describe
 * them: the catalogue answers which products it selects without other areas reading its tables.
 * Text values match whatever their case; a main category is named by its id.
 */
export type SelectionField = 'brand' | 'department' | 'groupCode' | 'mainCategory';

export interface SelectionCondition {
  field: SelectionField;
  /** '=' and 'in' hold when the product has one of `values`; '!=' when it has none of them. */
  operator: '=' | '!=' | 'in';
  values: (string | number)[];
}

/** A group: all (`and`) or any (`or`) of its items, negated when `not`; `true` always holds. */
export interface ProductSelection {
  combinator: 'and' | 'or';
  not: boolean;
  items: (ProductSelection | SelectionCondition | true)[];
}

/** The catalogue values a selection may name, to check they exist. */
export interface SelectionValues {
  brand: string[];
  department: string[];
  groupCode: string[];
  mainCategory: number[];
}

/** A product a selection holds, with the facts a rule's preview shows. */
export interface SelectedProduct {
  pId: number;
  name: string;
  brand: string;
  department: string;
  groupCode: string;
  price: number;
}
