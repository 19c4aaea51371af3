import { clientAddress, networkErrorCode, register } from './api.ts';

export type Outcome =
  | { kind: 'acknowledged'; status: number }
  | { kind: 'answered'; status: number; message: string }
  | { kind: 'network'; code: string }
  | { kind: 'timeout' };

export interface Attempt {
  employeeNo: string;
  startedAt: number;
  finishedAt: number;
  /** Whether the request was sent after SIGTERM was. */
  afterSigterm: boolean;
  outcome: Outcome;
}

export interface StreamOptions {
  baseUrl: string;
  total: number;
  inFlight: number;
  password: string;
  /** Unique per run, so repeated runs never collide on employee numbers or emails. */
  prefix: string;
  /** Called once, when this many registrations have been acknowledged. */
  interruptAfter: number;
  interrupt(): void;
}

export interface StreamResult {
  attempts: Attempt[];
  /** When `interrupt` was called, or undefined if it never was. */
  interruptedAt: number | undefined;
}

async function registerOnce(baseUrl: string, employeeNo: string, password: string, client: string): Promise<Outcome> {
  try {
    const registration = { employeeNo, email: `${employeeNo}@example.test`, password, firstName: 'Shutdown', lastName: employeeNo };
    const reply = await register(baseUrl, registration, { clientAddress: client });
    if (reply.status >= 200 && reply.status < 300) return { kind: 'acknowledged', status: reply.status };
    return { kind: 'answered', status: reply.status, message: reply.body?.message ?? '' };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'timeout' };
    // A reply that is not JSON is still an answer; anything else is the connection failing.
    if (error instanceof SyntaxError) return { kind: 'answered', status: 0, message: error.message };
    return { kind: 'network', code: networkErrorCode(error) ?? String(error) };
  }
}

/** Fires `total` registrations, `inFlight` at a time, and calls `interrupt` part way through. */
export async function registrationStream(options: StreamOptions): Promise<StreamResult> {
  const attempts: Attempt[] = [];
  let next = 0;
  let acknowledged = 0;
  let interruptedAt: number | undefined;

  const worker = async () => {
    while (next < options.total) {
      const n = next++;
      const employeeNo = `${options.prefix}${n}`;
      const startedAt = Date.now();
      const afterSigterm = interruptedAt !== undefined;
      // Each registration comes from its own client, as self-registration does in real use.
      const outcome = await registerOnce(options.baseUrl, employeeNo, options.password, clientAddress(0, n));
      attempts.push({ employeeNo, startedAt, finishedAt: Date.now(), afterSigterm, outcome });
      if (outcome.kind === 'acknowledged') acknowledged++;
      if (interruptedAt === undefined && acknowledged >= options.interruptAfter) {
        interruptedAt = Date.now();
        options.interrupt();
      }
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  return { attempts, interruptedAt };
}

/** Counts outcomes by kind and status, for assertion messages. */
export function tally(attempts: Attempt[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of attempts) {
    const key = outcome.kind === 'network' ? `network ${outcome.code}` : outcome.kind === 'timeout' ? 'timeout' : `HTTP ${outcome.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
