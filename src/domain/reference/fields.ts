// The field builders moved to src/domain/fields.ts; the server's seed still names this path for
// the status type, until its module moves over.
export type { RecordStatus } from '../fields.ts';
