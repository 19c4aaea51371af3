/**
 * A lean keep-alive HTTP/1.1 client for the load generators: node:http with one socket per
 * request in flight, so the measurement is the server's cost and not the client's (fetch is
 * several times heavier per request on the CPU the server also needs).
 */
import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  ok: boolean;
  body: Buffer;
  json: <T = unknown>() => T;
  text: () => string;
}

export type Call = (path: string, body?: unknown, method?: string) => Promise<Reply>;
/** POSTs `text` as it is, with its content type (e.g. a CSV upload). */
export type TextCall = (path: string, text: string, contentType: string) => Promise<Reply>;

/** A client of one origin; `maxSockets` should be the concurrency of the load that uses it. */
export function httpClient(origin: string, maxSockets: number) {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets });

  const send = (
    method: string,
    path: string,
    headers: Record<string, string>,
    payload?: string,
    contentType = 'application/json',
  ): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers:
            payload === undefined
              ? headers
              : { ...headers, 'content-type': contentType, 'content-length': String(Buffer.byteLength(payload)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            const status = res.statusCode ?? 0;
            resolve({
              status,
              ok: status >= 200 && status < 300,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
              text: () => body.toString('utf8'),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  return {
    /** Calls as the holder of `token` (none: anonymous), with `extra` headers; a body is sent as JSON. */
    as: (token?: string, extra: Record<string, string> = {}): Call => {
      const headers: Record<string, string> = token ? { ...extra, authorization: `Bearer ${token}` } : extra;
      return (path, body, method = body === undefined ? 'GET' : 'POST') =>
        send(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
    },
    /** Sends text bodies as the holder of `token`. */
    textAs:
      (token: string): TextCall =>
      (path, text, contentType) =>
        send('POST', path, { authorization: `Bearer ${token}` }, text, contentType),
    close: () => agent.destroy(),
  };
}
