import { APP_NAME, DEFAULT_DATA_CENTRE } from '../../src/domain/constants.ts';
import { API_PATHS } from '../../src/domain/services.ts';
import type { Envelope } from '../../src/domain/envelope.ts';

export interface ApiReply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface RequestOptions {
  /**
   * Sent as X-Forwarded-For. Against a server started with TRUST_PROXY=true this makes the request
   * come from that client, as behind a reverse proxy: many clients without tripping per-address limits.
   */
  clientAddress?: string;
  timeoutMs?: number;
}

/** POSTs JSON and reads the envelope; network failures are thrown as they are. */
export async function postJson<T>(baseUrl: string, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  const reply = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  return { status: reply.status, body: (await reply.json()) as Envelope<T> };
}

/** Signs in the way the login page does. */
export function signIn(baseUrl: string, username: string, password: string, options?: RequestOptions) {
  return postJson<{ token: string } | null>(
    baseUrl,
    API_PATHS.login,
    { username, password, appName: APP_NAME, datasenter: DEFAULT_DATA_CENTRE },
    options,
  );
}

export interface Registration {
  employeeNo: string;
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
}

/** Self-registration: creates a disabled account. */
export function register(baseUrl: string, registration: Registration, options?: RequestOptions) {
  return postJson<{ userId: number } | null>(baseUrl, API_PATHS.register, registration, options);
}

/** A distinct private client address for the n-th simulated client of a group. */
export function clientAddress(group: number, n: number): string {
  return `10.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The error code under a failed fetch (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET ...). */
export function networkErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
  if (cause instanceof Error) return cause.message;
  return undefined;
}

/** GETs a gatekeeper reading of one pallet (`path` is one of GATEKEEPER_PATHS) and returns its data. */
export async function palletData(baseUrl: string, token: string, path: string, palletNo: string): Promise<unknown> {
  const reply = await fetch(`${baseUrl}${path}?palletNo=${encodeURIComponent(palletNo)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as Envelope<unknown>).data;
}
