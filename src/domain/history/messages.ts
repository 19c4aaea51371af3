/** 03/12/2026 10:15 in the data centre's zone: how a stamp reads inside a server's message. */
export const stamp = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');

/** What the change log's calls and the tracked writes answer. */
export const HISTORY_MESSAGES = {
  /** A save or delete from an older read: who saved since, and when (in the data centre's zone). */
  changedSince: (by: string, at: Date | null, zone: string) =>
    at ? `${by} changed this record at ${stamp(at, zone)}, after you opened it` : `${by} changed this record after you opened it`,
  gone: 'This record no longer exists',
  noEntry: (id: number) => `No change log entry ${id}`,
  undone: 'Change undone',
  restored: 'Record restored',
  notUndoable: 'This change cannot be undone',
  secretNotUndoable: 'This change includes a password or a secret, which cannot be put back',
  notRestorable: 'Only a deleted record can be restored',
  alreadyRestored: 'This record has already been restored',
  alreadyUndone: 'This change has already been undone',
  codeTaken: (label: string, code: string) => `Cannot restore: ${label} ${code} is now used by another record`,
  parentGone: 'Cannot restore: the record it belongs to no longer exists',
  undoTaken: (code: string) => `Cannot undo: ${code || 'the value it would put back'} is now used by another record`,
  stillUsed: 'This record is still used by other records and cannot be removed',
  revisionRequired: 'Revision: Required',
} as const;
