import type { ProductSelection, SelectedProduct, SelectionValues } from '../../../src/domain/catalogue/product-selection.ts';
import type { Db } from '../../db/connect.ts';
import * as repo from './product-selection.repository.ts';

/** How many catalogue products a selection holds now, and the first `take` of them (newest first). */
export async function selectProducts(
  db: Db,
  selection: ProductSelection,
  take: number,
): Promise<{ total: number; products: SelectedProduct[] }> {
  const { rows, total } = await repo.selectedProducts(db, selection, take);
  return {
    total,
    products: rows.map((r) => ({
      pId: r.p_id,
      name: r.name,
      brand: r.brand_name,
      department: r.department,
      groupCode: r.group_code ?? '',
      price: Number(r.current_price),
    })),
  };
}

/** The PIDs a selection holds now, in PID order, at most `limit`. */
export const selectedProductIds = (db: Db, selection: ProductSelection, limit: number) => repo.selectedIds(db, selection, limit);

/** The UPCs of the products a selection holds now (at most `limit`, by PID and UPC), and how many there are. */
export async function selectedUpcs(
  db: Db,
  selection: ProductSelection,
  limit: number,
): Promise<{ total: number; upcs: { pId: number; upc: string }[] }> {
  const { rows, total } = await repo.selectedUpcs(db, selection, limit);
  return { total, upcs: rows.map((r) => ({ pId: r.p_id, upc: r.upc })) };
}

/** The values of `named` the catalogue does not hold (text compared whatever its case). */
export async function missingValues(db: Db, named: SelectionValues): Promise<SelectionValues> {
  const missing = async (field: 'brand' | 'department' | 'groupCode') => {
    const found = await repo.existingValues(db, field, named[field]);
    return named[field].filter((v) => !found.has(v.toLowerCase()));
  };
  const mains = await repo.existingMainCategories(db, named.mainCategory);
  return {
    brand: await missing('brand'),
    department: await missing('department'),
    groupCode: await missing('groupCode'),
    mainCategory: named.mainCategory.filter((id) => !mains.has(id)),
  };
}

/** Up to `take` distinct values of brand, department (category name) or group code starting with `search`. */
export const searchValues = (db: Db, field: 'brand' | 'department' | 'groupCode', search: string, take: number) =>
  repo.valuesLike(db, field, search, take);

/** Active main categories (store types) whose name starts with `search`. */
export const searchMainCategories = (db: Db, search: string, take: number) => repo.mainCategoriesLike(db, search, take);

/** The PIDs of `pIds` the catalogue does not hold. */
export async function missingProducts(db: Db, pIds: number[]): Promise<number[]> {
  const found = await repo.existingProducts(db, pIds);
  return pIds.filter((p) => !found.has(p));
}
