import type { z } from 'zod/mini';
import { requestReply, type Reply } from './api-client.ts';

/**
 * The save call of an add/edit drawer: POST `url` for a new record (no id), PUT `url/{id}` for an
 * existing one with the revision the user read (a stale one is refused, 409); the reply's record
 * is checked against `schema` and its message is the toast.
 */
export function recordSaver<T, B>(url: string, schema: z.ZodMiniType<T>) {
  return (id: number | null, body: B, revision?: number | null): Promise<Reply<T>> =>
    requestReply(
      id === null
        ? { method: 'POST', url, data: body }
        : { method: 'PUT', url: `${url}/${id}`, data: revision === undefined || revision === null ? body : { ...body, revision } },
      schema,
    );
}
