import { z } from 'zod/mini';
import type { RegisterRequest } from '../../../domain/auth/contracts.ts';
import { API_PATHS } from '../../../domain/services.ts';
import { requestReply } from '../../../lib/api-client.ts';

/** POST /api/auth/register: creates a disabled account; answers the server's message. */
export async function register(body: RegisterRequest): Promise<string> {
  return (await requestReply({ method: 'POST', url: API_PATHS.register, data: body, withToken: false }, z.object({ userId: z.number() })))
    .message;
}
