import type { z } from 'zod/mini';
import { request } from '../lib/api-client.ts';
import { isApiError } from '../lib/api-error.ts';

export interface TransportCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  params?: Record<string, string | number | boolean>;
  data?: unknown;
}

/**
 * How the engine reaches the server: the app's `request` by default (token read per request,
 * envelope checked); tests wrap it to drop, repeat, delay and fail calls.
 */
export type Transport = <T>(call: TransportCall, schema?: z.ZodMiniType<T>) => Promise<T>;

export const defaultTransport: Transport = (call, schema) => request(call, schema);

let transport: Transport = defaultTransport;

/** The transport startSync was given (the app's `request` when none). */
export const currentTransport = (): Transport => transport;

export function setTransport(next: Transport | undefined): void {
  transport = next ?? defaultTransport;
}

/** The HTTP status of a failed call, or undefined when no reply came (offline, timeout). */
export const httpStatusOf = (error: unknown): number | undefined =>
  isApiError(error) ? error.httpStatus : (error as { httpStatus?: number } | null)?.httpStatus;

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
