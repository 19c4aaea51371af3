import type { EntityName } from '../../../src/domain/history/entities.ts';
import type { Actor } from '../../shared/actor.ts';
import type { Db } from '../connect.ts';
import type { Database } from '../schema.ts';

/** A stored row as the database answers it. */
export type Row = Record<string, unknown> & { id: number; revision: number };

/**
 * What a module declares about a record its screens edit, so that the kit's tracked writes can
 * refuse a stale save, log each change and undo or restore it (docs/adding-a-screen.md, "History
 * and undo"). The module lists its entities in its descriptor (`entities`); nothing else is needed.
 */
export interface TrackedEntity {
  entity: EntityName;
  table: keyof Database;
  /** The table's key column, when it is not `id` (stock_items: stock_id). */
  key?: string;
  /** The record as its screen reads it (the service's own mapping): what the log compares and a 409 shows. */
  toRecord: (row: never) => Record<string, unknown>;
  /** The columns that set a record's fields (the service's own mapping): how Undo puts fields back. */
  toColumns?: (record: never) => Record<string, unknown>;
  /** Fields logged only as changed, never by value: passwords, TOTP seeds. */
  secretFields?: readonly string[];
  /** Fields the log leaves out besides the id and the revision (derived values, stamps shown as fields). */
  ignoredFields?: readonly string[];
  /** The record's name in lists of many records ('United Arab Emirates'). */
  nameOf?: (record: Record<string, unknown>) => string;
  /** The unique code a restore may find taken since: its field, named in the 409. */
  codeField?: string;
  /** Whether the table has updated_by/updated_name/updated_date_utc, set by every tracked write (default true). */
  stamped?: boolean;
  /** Rows that belong to the record, kept with it on delete and put back with it on restore. */
  children?: {
    snapshot: (db: Db, id: number) => Promise<unknown>;
    restore: (db: Db, saved: unknown) => Promise<void>;
  };
  /** A table that keeps deleted rows (delivery methods): how a row is marked deleted and brought back. */
  softDelete?: {
    remove: (db: Db, id: number, by: Actor) => Promise<void>;
    bringBack: (db: Db, id: number, by: Actor) => Promise<void>;
    isDeleted: (row: Row) => boolean;
  };
}

/** The key column of the entity's table. */
export const keyOf = (entity: TrackedEntity): string => entity.key ?? 'id';

/** A stored row's key. */
export const idOf = (entity: TrackedEntity, row: Row): number => (row as Record<string, unknown>)[keyOf(entity)] as number;

const registry = new Map<string, TrackedEntity>();

/** Makes the modules' entities known to Undo and Restore (app.ts, once per module list). */
export function registerEntities(entities: readonly TrackedEntity[]): void {
  for (const entity of entities) registry.set(entity.entity, entity);
}

/** The descriptor of `name`, if a module declared it. */
export const trackedEntity = (name: string): TrackedEntity | undefined => registry.get(name);
