import { formatRrpRule } from '../../../src/domain/pricing/rrp-formats.ts';
import { SELECTION_FIELDS } from '../../../src/domain/pricing/rrp-fields.ts';
import { checkRuleTree, type RrpGroup } from '../../../src/domain/pricing/rrp-tree.ts';
import type { SelectedProduct } from '../../../src/domain/catalogue/product-selection.ts';
import type { Db } from '../../db/connect.ts';
import { selectedProductIds, selectedUpcs, selectProducts } from '../catalogue/product-selection.service.ts';
import { requireCatalogueValues, selectionOf, treeOf } from './rule-trees.ts';

/**
 * Product rules: which products a frame or a bulk update covers, built in the RRP editor's builder
 * without the percentage and checked the same way. Only the tree is ever taken from a client; the
 * SQL that runs is built from it with its values as parameters.
 */

/** A rule's tree from its JSON text, checked (fields, operators, values in the catalogue), and the rule in words; 400 naming the place. */
export async function checkProductRule(db: Db, jsonTree: string): Promise<{ tree: RrpGroup; text: string }> {
  const tree = treeOf(jsonTree, SELECTION_FIELDS);
  await requireCatalogueValues(db, tree);
  return { tree, text: formatRrpRule(tree).queryString };
}

/** How many catalogue products an unsaved rule covers now, and the newest `take` of them (400 for a malformed tree). */
export async function previewProductRule(db: Db, jsonTree: string, take: number): Promise<{ total: number; products: SelectedProduct[] }> {
  return selectProducts(db, selectionOf(treeOf(jsonTree, SELECTION_FIELDS)), take);
}

/** A stored rule's tree (checked when it was saved) as it reads now: a value gone from the catalogue simply matches nothing. */
const storedTree = (tree: unknown): RrpGroup => {
  const checked = checkRuleTree(tree, SELECTION_FIELDS);
  if (!checked.tree) throw new Error(`a stored rule is not a rule: ${checked.errors[0]!.field} ${checked.errors[0]!.message}`);
  return checked.tree;
};

/** The PIDs a stored rule covers now, in PID order, at most `limit`. */
export const productIdsOfRule = (db: Db, tree: unknown, limit: number) => selectedProductIds(db, selectionOf(storedTree(tree)), limit);

/** The UPCs of the products a stored rule covers now (at most `limit`), and how many there are. */
export const upcsOfRule = (db: Db, tree: unknown, limit: number) => selectedUpcs(db, selectionOf(storedTree(tree)), limit);

/** How many UPCs the products of an unsaved rule hold now. */
export async function upcCountOfRule(db: Db, jsonTree: string): Promise<number> {
  return (await selectedUpcs(db, selectionOf(treeOf(jsonTree, SELECTION_FIELDS)), 0)).total;
}
