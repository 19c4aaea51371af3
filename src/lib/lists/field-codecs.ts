import type { FieldCodec } from './address-codec.ts';

/**
 * Codecs for filter fields whose empty value's type says too little: text the server takes only up
 * to a length, and a choice among fixed values. What they cannot read falls back with the notice,
 * so an address never sends the server a value it refuses.
 */

/** Text of at most `max` characters. */
export const textUpTo = (max: number): FieldCodec<string> => ({
  read: (text) => (text.length <= max ? text : undefined),
  write: (value) => value || null,
});

/** One of `values` (exactly as written), for a field of type `V`; the empty value is written as nothing. */
export const oneOf = <V extends string = string>(values: readonly string[]): FieldCodec<V> => ({
  read: (text) => values.find((v) => v === text) as V | undefined,
  write: (value) => value || null,
});

/** One of `values` or null for any (a code or a number picked from a list). */
export const pickedCodec = <V extends string | number>(values: readonly V[]): FieldCodec<V | null> => ({
  read: (text) => values.find((v) => String(v) === text),
  write: (value) => (value === null ? null : String(value)),
});
