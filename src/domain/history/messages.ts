import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import type { historyWords } from './words.ts';

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

const w = wordsIn<typeof historyWords>('history');

/** What the change log's calls and the tracked writes answer. */
export const HISTORY_MESSAGES = {
  /** A save or delete from an older read: who saved since, and when (in the data centre's zone). */
  changedSince: (by: string, at: Date | null, zone: string) =>
    at ? w('changedSinceAt', { by, at: stamp(at, zone) }) : w('changedSince', { by }),
  gone: w('gone'),
  noEntry: (id: number) => w('noEntry', { id }),
  undone: w('undone'),
  restored: w('restored'),
  notUndoable: w('notUndoable'),
  secretNotUndoable: w('secretNotUndoable'),
  notRestorable: w('notRestorable'),
  alreadyRestored: w('alreadyRestored'),
  alreadyUndone: w('alreadyUndone'),
  codeTaken: (label: string, code: string) => w('codeTaken', { label, code }),
  parentGone: w('parentGone'),
  undoTaken: (code: string) => (code ? w('undoTaken', { code }) : w('undoTakenValue')),
  stillUsed: w('stillUsed'),
  revisionRequired: textOf(F('required')),
} as const;
