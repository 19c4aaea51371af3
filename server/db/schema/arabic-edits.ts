import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** A saved change of a product's Arabic text, for the Arabic Edit Report (migration 0023). */
export interface ArabicEditsTable {
  id: Generated<number>;
  p_id: number;
  field: 'ar_name' | 'ar_details' | 'ar_bullets';
  old_text: string;
  new_text: string;
  source: 'ARABIC_QUEUE' | 'PRODUCT_VIEW';
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}
