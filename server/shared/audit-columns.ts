import type { Actor } from './actor.ts';

/** The created by/name columns of a new row (created_date_utc is the database's default). */
export const createdColumns = (by: Actor) => ({ created_by: by.userId, created_name: by.name });

/** The updated by/name/time columns of a changed row. */
export const updatedColumns = (by: Actor, at: Date = new Date()) => ({
  updated_by: by.userId,
  updated_name: by.name,
  updated_date_utc: at,
});

/** A new row whose author is also its last editor (both dates are the database's default). */
export const authoredColumns = (by: Actor) => ({ ...createdColumns(by), updated_by: by.userId, updated_name: by.name });

/** The deleted by/name/time columns of a row deleted by keeping it (delivery methods and timelines). */
export const deletedColumns = (by: Actor, at: Date = new Date()) => ({
  deleted_by: by.userId,
  deleted_name: by.name,
  deleted_date_utc: at,
});
