import { pageOf } from '../../domain/envelope.ts';
import type { EntityName } from '../../domain/history/entities.ts';
import { changeEntrySchema } from '../../domain/history/history.ts';
import { HISTORY_PATHS } from '../../domain/history/paths.ts';
import { request, requestReply } from '../api-client.ts';

/** A record's changes, newest first. */
export const getHistory = (entity: EntityName, id: number | string, index: number, pageSize: number, signal?: AbortSignal) =>
  request(
    { method: 'GET', url: HISTORY_PATHS.history, params: { entity, id: String(id), index, pageSize }, signal },
    pageOf(changeEntrySchema),
  );

/** The toast's Undo: the user's own newest change of the record, which left it at `revision`. */
export const undoLatest = (target: { entity: EntityName; id: number | string; revision: number }) =>
  requestReply({ method: 'POST', url: HISTORY_PATHS.undoLatest, data: { ...target, id: String(target.id) } });

/** Undo of one entry (the History timeline). */
export const undoEntry = (entryId: number) => requestReply({ method: 'POST', url: HISTORY_PATHS.undo(entryId) });

/** Restore of the record a delete entry removed (the Audit Log). */
export const restoreEntry = (entryId: number) => requestReply({ method: 'POST', url: HISTORY_PATHS.restore(entryId) });
