import { textOf } from '../../src/domain/words/field-problem.ts';
import { F } from '../../src/domain/words/field-messages.ts';
import { isUnstorableText, storableText, UNSTORABLE_TEXT } from '../../src/domain/fields.ts';
import type { FieldError } from '../../src/domain/envelope.ts';

/** How deep a JSON body may nest unless its route says otherwise: the deepest contract is far less. */
export const MAX_BODY_DEPTH = 32;

export const tooDeep = (max: number) => textOf(F('tooDeep', { max }));

/**
 * How deep `json` nests its arrays and objects, read as text before it is parsed; stops counting
 * past `max`. Brackets inside strings do not count.
 */
export function jsonDepth(json: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < json.length; at++) {
    const c = json.charCodeAt(at);
    if (inString) {
      if (c === 92 /* \ */) at++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}

/**
 * The first place in `value` (keys included) holding a text PostgreSQL cannot store, or nested
 * deeper than `maxDepth`, as the field error the client shows; undefined when there is none.
 * Walked with a stack of its own, so a deep value cannot overflow the call stack.
 */
export function firstHostileValue(value: unknown, maxDepth: number, root = ''): FieldError | undefined {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  // A key at fault may hold the very character: the field named in the reply does not.
  const fieldOf = (path: string) => storableText(path || root);
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return { field: fieldOf(path), message: UNSTORABLE_TEXT };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= maxDepth) return { field: fieldOf(path), message: tooDeep(maxDepth) };
    const entries = Array.isArray(item) ? item.map((v, n) => [String(n), v] as const) : Object.entries(item);
    for (let n = entries.length - 1; n >= 0; n--) {
      const [key, child] = entries[n]!;
      const at = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return { field: fieldOf(at), message: UNSTORABLE_TEXT };
      stack.push([child, at, depth + 1]);
    }
  }
  return undefined;
}
