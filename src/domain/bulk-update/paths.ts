/** Paths of bulk updates (pim service). */
export const BULK_UPDATE_PATHS = {
  /** GET `?index&pageSize`: the updates, newest first; POST multipart (file, type, source, mode, runAt): queue one. */
  updates: '/api/pim/bulk-updates',
  /** POST JSON (type, mode, runAt, jsonTree, values): queue an update of the products a rule selects (FILTER_CONDITION). */
  byRule: '/api/pim/bulk-updates/by-rule',
  /** POST `{updateType, jsonTree}`: how many products and rows an unsaved rule gives now. */
  rulePreview: '/api/pim/bulk-updates/by-rule/preview',
  /** POST `{revision}`: withdraw a scheduled update before its time; it never runs. */
  withdraw: (id: number | string) => `/api/pim/bulk-updates/${id}/withdraw`,
  /** GET: one update's outcome per row as CSV. */
  result: (id: number | string) => `/api/pim/bulk-updates/${id}/result`,
  /** GET `?type`: the sample CSV of a type's required columns. */
  sample: '/api/pim/bulk-updates/sample',
} as const;

/** The realtime room of the updates' list and its events (DESIGN.md §6). */
export const BULK_UPDATE_ROOM = 'bulk-updates';
export const BULK_UPDATE_EVENTS = { join: 'bulk-updates:join', leave: 'bulk-updates:leave', progress: 'bulk-updates:progress' } as const;
