import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, ChangedBy, ChangedName, ChangedAt, Revision } from './columns.ts';

/** Catalogue (migration 0010, docs/catalogue-model.md). numeric columns read as strings from pg: convert in repositories. */

/** Who created a row and when; who changed it last. */
interface Audited {
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
  updated_by: ChangedBy;
  updated_name: ChangedName;
  updated_date_utc: ChangedAt;
}

type ActiveStatus = ColumnType<'a' | 'i', 'a' | 'i' | undefined, 'a' | 'i'>;
type ArName = ColumnType<string, string | undefined, string>;

/** Level 1 of the tree, the spec's store type (`mId`): Fashion, Beauty, Home. */
export interface MainCategoriesTable extends Audited {
  id: Generated<number>;
  name: string;
  ar_name: ArName;
  status: ActiveStatus;
}

/** Level 2, shared by every main category (`pCatId`): Men, Women, Kids. */
export interface ParentCategoriesTable extends Audited {
  id: Generated<number>;
  name: string;
  ar_name: ArName;
  status: ActiveStatus;
}

/** Level 3, under one main and one parent category (`catId`): Fashion / Men → Footwear. */
export interface CategoriesTable extends Audited {
  id: Generated<number>;
  main_category_id: number;
  parent_category_id: number;
  name: string;
  ar_name: ArName;
  status: ActiveStatus;
}

/** Level 4 (`subCatId`): Footwear → Sneakers; its size group lists the sizes its products come in. */
export interface SubCategoriesTable extends Audited {
  id: Generated<number>;
  category_id: number;
  size_group_id: number | null;
  name: string;
  ar_name: ArName;
  status: ActiveStatus;
}

export interface SizeGroupsTable extends Audited {
  id: Generated<number>;
  name: string;
  ar_name: ArName;
}

export interface SizesTable extends Audited {
  id: Generated<number>;
  size_group_id: number;
  label: string;
  ar_label: ArName;
  display_order: ColumnType<number, number | undefined, number>;
}

export interface BrandsTable extends Audited {
  id: Generated<number>;
  brand_name: string;
  ar_brand_name: ArName;
  status: ActiveStatus;
}

/** An attribute defined once (id 2 is Color Family, created by the migration). */
export interface AttributesTable extends Audited {
  id: Generated<number>;
  name: string;
  ar_name: ArName;
}

export interface AttributeValuesTable extends Audited {
  id: Generated<number>;
  attribute_id: number;
  name: string;
  ar_name: ArName;
  display_order: ColumnType<number, number | undefined, number>;
}

/** An attribute offered on a sub-category's products, single or multi-select, mandatory or not. */
export interface SubCategoryAttributesTable extends Audited {
  id: Generated<number>;
  sub_category_id: number;
  attribute_id: number;
  multi_selection: ColumnType<boolean, boolean | undefined, boolean>;
  is_mandatory: ColumnType<boolean, boolean | undefined, boolean>;
  display_order: ColumnType<number, number | undefined, number>;
}

export type ProductStatus = 'i' | 'a' | 'd';
type Status = ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
type Text = ColumnType<string, string | undefined, string>;

export interface ProductsTable extends Audited {
  p_id: Generated<number>;
  main_category_id: number;
  parent_category_id: number;
  category_id: number;
  sub_category_id: number;
  brand_id: number;
  name: string;
  ar_name: Text;
  details: Text;
  ar_details: Text;
  features: Text;
  ar_features: Text;
  style: string;
  variant: Text;
  remarks: Text;
  meta_tag: Text;
  short_desc: Text;
  current_price: ColumnType<string, number | string | undefined, number | string>;
  status: Status;
  status_ar: Status;
  approve: Status;
  style_verified: ColumnType<boolean, boolean | undefined, boolean>;
  revision: ColumnType<number, number | undefined, number>;
}

export interface ProductBulletsTable extends Audited {
  id: Generated<number>;
  p_id: number;
  name: Text;
  ar_name: Text;
  position: ColumnType<number, number | undefined, number>;
}

export interface ProductAttributesTable {
  p_id: number;
  attribute_id: number;
  attribute_value_id: number;
}

export type ProductImageKind = 'production' | 'encoder' | 'studio';

export interface ProductImagesTable extends Audited {
  id: Generated<number>;
  p_id: number;
  upc: string | null;
  kind: ProductImageKind;
  position: ColumnType<number, number | undefined, number>;
  image_id: ColumnType<string, number | string | bigint, number | string | bigint>;
}

/** One row per UPC: the item master of the whole system. */
export interface StockItemsTable extends Audited {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  stock_id: Generated<number>;
  p_id: number;
  upc: string;
  item_code: Text;
  item_name: Text;
  size_id: number | null;
  size_info: Text;
  is_multisize: ColumnType<boolean, boolean | undefined, boolean>;
  c_id: ColumnType<number, number | undefined, number>;
  group_code: Text;
  hs_code: Text;
  box_no: Text;
  remarks: Text;
}

type Measure = ColumnType<string, number | string, number | string>;

export interface DwsDimensionsTable {
  p_id: number;
  width_cm: Measure;
  height_cm: Measure;
  length_cm: Measure;
  weight_kg: Measure;
  measured_date_utc: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type StockInTransitAction = 'ADD_STOCK_NEW_UPC' | 'CONTENT_CREATOR' | 'ADD_STOCK';

export interface StockInTransitTable extends Audited {
  /** Raised by every tracked write (migration 0028): a save from an older read is refused. */
  revision: Revision;
  id: Generated<number>;
  upc: string;
  p_id: number | null;
  item_name: Text;
  style: Text;
  size_label: Text;
  qty: ColumnType<number, number | undefined, number>;
  box_no: Text;
  is_rack_filled: ColumnType<boolean, boolean | undefined, boolean>;
  is_content_created: ColumnType<boolean, boolean | undefined, boolean>;
  action: StockInTransitAction;
}

export interface InboundQcRequestsTable extends Audited {
  id: Generated<number>;
  p_id: number;
  upc: string;
  item_code: Text;
  size_label: Text;
}
