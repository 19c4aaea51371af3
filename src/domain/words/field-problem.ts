import { F } from './field-messages.ts';
import { KEY_TEXT, type Msg, type WordParam } from './words.ts';

/**
 * A message as a zod rule's text ('fields:atMost?max=50'): zod carries only a string, and both the
 * form (which sees only that string) and the server read the message back with `msgOfText`.
 */
export function textOf(msg: Msg): string {
  if (!msg.params) return msg.key;
  return `${msg.key}?${new URLSearchParams(Object.entries(msg.params).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The message a rule's text stands for, or undefined for a text that is no key (zod's own words). */
export function msgOfText(text: string | undefined): Msg | undefined {
  if (!text) return undefined;
  const at = text.indexOf('?');
  const key = at < 0 ? text : text.slice(0, at);
  if (!KEY_TEXT.test(key)) return undefined;
  if (at < 0) return { key };
  const params: Record<string, WordParam> = {};
  // A count comes back a number, so the plural form of the reader's language is chosen by it.
  for (const [k, v] of new URLSearchParams(text.slice(at + 1))) params[k] = k === 'count' && /^\d+$/.test(v) ? Number(v) : v;
  return { key, params };
}

/** What a schema failure tells: zod's issue as the validator reports it (code, message and its details). */
export interface IssueLike {
  code?: string;
  message?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  values?: unknown;
  keys?: unknown;
  expected?: unknown;
}

const list = (values: unknown) => (Array.isArray(values) ? values.map((v) => (v === '' ? "''" : String(v))).join(', ') : '');
const num = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value));

/** What a value of the wrong type should have been, in the words of the field rules. */
const TYPE_WORDS: Record<string, Msg> = {
  string: F('text'),
  number: F('number'),
  int: F('wholeNumber'),
  boolean: F('trueFalse'),
  array: F('list'),
};

/** A schema failure as a message of the catalogue: the rule's own key when it names one, else by zod's code. */
export function problemOf(issue: IssueLike): Msg {
  const own = msgOfText(issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[String(issue.expected)] ?? F('wrongType');
    case 'invalid_value':
    case 'invalid_union':
      return Array.isArray(issue.values) ? F('oneOf', { values: list(issue.values) }) : F('invalid');
    case 'too_big':
      if (issue.origin === 'string') return F('atMost', { max: num(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return F('atMostItems', { count: num(issue.maximum) });
      return F('atMostNumber', { max: num(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') return num(issue.minimum) === 1 ? F('required') : F('atLeast', { min: num(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return F('atLeastItems', { count: num(issue.minimum) });
      return F('atLeastNumber', { min: num(issue.minimum) });
    case 'invalid_format':
      return F('format');
    case 'unrecognized_keys':
      return F('unknownFields', { keys: list(issue.keys) });
    default:
      return F('invalid');
  }
}
