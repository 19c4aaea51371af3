import type { FastifyInstance } from 'fastify';

/** The operations of the server's OpenAPI document, and plausible values for their schemas: what the sweeps send. */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
  additionalProperties?: Schema | boolean;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
export type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type Request = { method: string; url: string; payload?: string; headers: Record<string, string> };

export /** A plausible value for `schema`, so that the field under test is the only wrong one. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option?.length) return sample(option.find((s) => s.type !== 'null') ?? option[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, depth + 1));
    case 'object': {
      const props = Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, depth + 1)]);
      return Object.fromEntries(props);
    }
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'A1'.padEnd(Math.max(schema.minLength ?? 1, 2), '0');
    default:
      return 'x';
  }
}

export /** A request with `path`'s `{params}` set, `query` appended and an optional JSON body text. */
function requestOf(method: string, path: string, params: Record<string, string>, query: string, body: string | undefined): Request {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1') + (query ? `?${query}` : '');
  return body === undefined
    ? { method, url, headers: {} }
    : { method, url, payload: body, headers: { 'content-type': 'application/json' } };
}

/** Every operation of the OpenAPI document: its method, path template and description. */
export function operationsOf(app: FastifyInstance): { method: string; path: string; op: Operation }[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
}
