import type { ProductSelection } from '../../../src/domain/catalogue/product-selection.ts';
import type { FieldError } from '../../../src/domain/envelope.ts';
import { RRP_MESSAGES as M } from '../../../src/domain/pricing/messages.ts';
import { RRP_FIELDS, type RrpFieldDefinition, type RrpFieldName } from '../../../src/domain/pricing/rrp-fields.ts';
import { checkRuleTree, isGroup, namedValues, type RrpGroup } from '../../../src/domain/pricing/rrp-tree.ts';
import type { Db } from '../../db/connect.ts';
import { badField, badFields, HttpError } from '../../plugins/http-error.ts';
import { missingValues } from '../catalogue/product-selection.service.ts';

/** 400 for the places of a tree at fault, each named by its label ('Conditions: An empty rule cannot be saved'). */
const badRequest = (errors: FieldError[]) => badFields(errors.map(({ field, message }) => ({ field, message })));

/** The tree of a `jsonTree` text, checked against `fields` and their operators (400 naming the place). */
export function treeOf(jsonTree: string, fields: readonly RrpFieldDefinition[] = RRP_FIELDS): RrpGroup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonTree);
  } catch {
    throw badField('jsonTree', M.badJson);
  }
  const checked = checkRuleTree(parsed, fields);
  if (!checked.tree) throw badRequest(checked.errors);
  return checked.tree;
}

/** 400 unless every brand, department, group code and main category the tree names is in the catalogue. */
export async function requireCatalogueValues(db: Db, tree: RrpGroup) {
  const named = namedValues(tree);
  const missing = await missingValues(db, {
    brand: [...named.brand],
    department: [...named.department],
    groupCode: [...named.groupCode],
    mainCategory: [...named.mainCategory],
  });
  const errors = Object.entries(missing).flatMap(([field, values]) =>
    (values as (string | number)[]).map((v) => ({ field: 'jsonTree', message: M.notInCatalogue(field as RrpFieldName, String(v)) })),
  );
  if (errors.length) throw new HttpError(400, errors[0]!.message, errors.slice(0, 20));
}

/** The tree as a catalogue selection; a percentage condition selects every product (it is the rule's outcome). */
export function selectionOf(group: RrpGroup): ProductSelection {
  return {
    combinator: group.combinator,
    not: group.not ?? false,
    items: group.rules.map((node) => {
      if (isGroup(node)) return selectionOf(node);
      if (node.field === 'price_increase_percentage_to_rrp') return true;
      const values = Array.isArray(node.value) ? node.value : [node.value];
      return { field: node.field, operator: node.operator as '=' | '!=' | 'in', values };
    }),
  };
}
