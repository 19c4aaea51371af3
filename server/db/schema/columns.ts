import type { ColumnType } from 'kysely';

/** Column types shared by every table: creation and update stamps, JSON columns, change stamps. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
export type ChangedBy = ColumnType<number | null, never, number | null>;
export type ChangedName = ColumnType<string | null, never, string>;
export type ChangedAt = ColumnType<Date | null, never, Date | string>;

/** A row's revision: 1 when created (the column's default), raised by each tracked write. */
export type Revision = ColumnType<number, number | undefined, number>;
