/** Paths of the change log's calls, under the adminpanel service (docs/api.md, "History"). */
export const HISTORY_PATHS = {
  /** GET `?entity&id&index&pageSize`: one record's changes, newest first. */
  history: '/api/adminpanel/history',
  /** GET `?userId&page&entity&entityId&action&from&to&index&pageSize`: the whole log, newest first (Audit Log). */
  auditLog: '/api/adminpanel/audit-log',
  /** POST: puts back the state before entry `{id}`, as a new entry (Undo). */
  undo: (id: number | string) => `/api/adminpanel/history/${id}/undo`,
  /** POST `{ entity, id, revision }`: undoes the record's newest change, if the record is still at `revision` (the toast's Undo). */
  undoLatest: '/api/adminpanel/history/undo',
  /** POST: brings back the record entry `{id}` deleted (Restore). */
  restore: (id: number | string) => `/api/adminpanel/history/${id}/restore`,
} as const;
