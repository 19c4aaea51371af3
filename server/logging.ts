import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Names of fields whose values never reach a log line, wherever they sit. */
const SECRET_NAMES = ['password', 'newPassword', 'currentPassword', 'passwordHash', 'password_hash', 'token', 'secret', 'totpSecret'];
/** Query parameters whose values are replaced in a logged URL. */
const SECRET_QUERY = /([?&](?:[^=&]*(?:token|password|secret|key)[^=&]*)=)[^&#]*/gi;
const CENSOR = '[redacted]';

/** A PostgreSQL error: both engines' errors carry the SQLSTATE and its severity. */
const isDatabaseError = (err: object): err is Error & { code: string; detail?: string } =>
  'severity' in err && typeof (err as { code?: unknown }).code === 'string';

/** PostgreSQL quotes the value it refused ('…: "value"') and the key of a conflict ('Key (x)=(value)'). */
const withoutValues = (text: string | undefined) => text?.replace(/: ".*"/g, ': "[redacted]"').replace(/=\(.*?\) /g, '=([redacted]) ');

/**
 * A database error's statement parameters, and the values PostgreSQL quotes in its message, are
 * the row being written: a password hash, a secret, a person's details. The logged error keeps
 * what says what went wrong (SQLSTATE, table, column, constraint, the SQL with its $n
 * placeholders), never the values.
 */
function errorSerializer(err: Error) {
  const { params: _params, parameters: _parameters, queryOptions: _options, ...kept } = stdSerializers.err(err);
  if (!isDatabaseError(err)) return kept;
  const message = withoutValues(kept.message) ?? '';
  return { ...kept, message, stack: kept.stack.replace(kept.message, message), detail: withoutValues(err.detail), where: undefined };
}

/** Fastify's own request fields, with secret-looking query values replaced in the URL. */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(SECRET_QUERY, `$1${CENSOR}`),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The server's pino options: the level, and the parameters and secret fields kept out of every line. */
export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    serializers: { err: errorSerializer, req: requestSerializer },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        ...SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `err.body.${name}`]),
      ],
      censor: CENSOR,
    },
  };
}
