import { bulkUpdateSchema, type BulkUpdateFields } from '../../../domain/bulk-update/contracts.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** Sends a file of rows with the update's fields (multipart); answers the queued update and the server's message. */
export function queueBulkUpdate(fields: BulkUpdateFields, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', file, file.name);
  return requestReply({ method: 'POST', url: BULK_UPDATE_PATHS.updates, data: form, timeout: 120_000 }, bulkUpdateSchema);
}
