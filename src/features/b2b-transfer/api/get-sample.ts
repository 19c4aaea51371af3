import type { AxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import { STOCK_TRANSFER_PATHS } from '../../../domain/stock/stock-transfers.ts';
import { request } from '../../../lib/api-client.ts';

/** The sample comes back as bytes, not an envelope: wrapped into one before the client's check; an error reply stays a JSON envelope. */
const isBytes = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

function wrapBytes(body: unknown): unknown {
  if (!isBytes(body)) return body;
  const bytes = new Uint8Array(body);
  if (bytes[0] === 0x7b /* { */) {
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      // Not JSON after all.
    }
  }
  return { status: true, message: 'OK', data: body };
}

const bytesReply: Pick<AxiosRequestConfig, 'responseType' | 'transformResponse'> = {
  responseType: 'arraybuffer',
  transformResponse: [wrapBytes],
};

/** Download Sample Format: the workbook a transfer is read from (its sheet and columns, two example lines). */
export function getSample(): Promise<ArrayBuffer> {
  return request({ method: 'GET', url: STOCK_TRANSFER_PATHS.sample, ...bytesReply }, z.custom<ArrayBuffer>(isBytes));
}
