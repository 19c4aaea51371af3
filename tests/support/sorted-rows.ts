import { expect } from 'vitest';

type Value = string | number | boolean | null;

/** `rows` are in `value`'s order (descending with `desc`), ties in id order the same way, empty values last ascending and first descending. */
export function expectSortedBy<T>(rows: T[], value: (row: T) => Value, id: (row: T) => number, { desc = false } = {}) {
  expect(rows.length).toBeGreaterThan(1);
  expect(new Set(rows.map(value)).size).toBeGreaterThan(1);
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [value(rows[i - 1]!), value(rows[i]!)];
    if (desc ? a === null : b === null) continue;
    expect(a !== null && b !== null && (desc ? a >= b : a <= b), `${String(a)} before ${String(b)}`).toBe(true);
    if (a === b) expect(desc ? id(rows[i]!) < id(rows[i - 1]!) : id(rows[i - 1]!) < id(rows[i]!)).toBe(true);
  }
}

/**
 * `asc` and `desc` are one whole list sorted by a column either way: the values never go down in
 * `asc` (ties in id order, so pages never share a row), differ somewhere, and `desc` is `asc` reversed.
 * Values are compared as JavaScript does, so tests sort on numbers, flags, times and plain codes.
 */
export function expectSortedBothWays<T>(asc: T[], desc: T[], value: (row: T) => Value, id: (row: T) => number) {
  expectSortedBy(asc, value, id);
  expect(desc.map(id)).toEqual(asc.map(id).reverse());
}

/** A list call's refusal of a sort it does not offer: 400, naming the field. */
export function expectSortRefused(reply: { statusCode: number; json: () => { errors?: { field: string }[] } }) {
  expect(reply.statusCode).toBe(400);
  expect(reply.json().errors?.[0]?.field).toBe('sort');
}
