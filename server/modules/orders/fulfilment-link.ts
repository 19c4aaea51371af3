import type { Fulfilment } from './fulfilment-submission.ts';

/** How long a submission may take before the attempt counts as failed (WMS_UNREACHABLE). */
export const WMS_TIMEOUT_MS = 10_000;

/**
 * The fulfilment link (WMS_URL): POST `<WMS_URL>/orders` with the order as JSON and an
 * Idempotency-Key header (the attempt's key), so a submission repeated by the network counts once
 * there too. A 2xx reply accepts the order; any other reply refuses it with its `remarks` (or
 * `message`), and no reply at all is WMS_UNREACHABLE. Nothing of the reply beyond that is trusted.
 */
export function wmsFulfilment(baseUrl: string, timeoutMs = WMS_TIMEOUT_MS): Fulfilment {
  const url = new URL('orders', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    name: 'WMS',
    submit: async (submission, idempotencyKey) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify(submission),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { accepted: false, remarks: 'WMS_UNREACHABLE' };
      }
      if (res.ok) return { accepted: true, remarks: '' };
      const body = (await res.json().catch(() => null)) as { remarks?: unknown; message?: unknown } | null;
      const said = typeof body?.remarks === 'string' ? body.remarks : typeof body?.message === 'string' ? body.message : '';
      return { accepted: false, remarks: said.slice(0, 200) || `WMS_REFUSED_${res.status}` };
    },
  };
}
