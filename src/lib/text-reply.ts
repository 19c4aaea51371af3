import type { AxiosRequestConfig } from 'axios';

/**
 * Rule CSVs come back as text, not as an envelope. This wraps a text body into one before the
 * client's envelope check runs (axios transforms the body first); error replies stay JSON envelopes.
 */
function wrapText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trimStart().startsWith('{')) {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      // Not JSON after all: a CSV whose first value starts with a brace.
    }
  }
  return { status: true, message: 'OK', data: body };
}

export const textReply: Pick<AxiosRequestConfig, 'responseType' | 'transformResponse'> = {
  responseType: 'text',
  transformResponse: [wrapText],
};
