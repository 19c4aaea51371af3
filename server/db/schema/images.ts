import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** A picture in the image store; its file (and its thumbnail's) live in the storage under the keys. */
export interface StoredImagesTable {
  id: Generated<number>;
  storage_key: string;
  sha256: string;
  content_type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  bytes: number;
  thumbnail_key: string;
  created_by: number | null;
  created_name: string;
  created_date_utc: CreatedAt;
}
