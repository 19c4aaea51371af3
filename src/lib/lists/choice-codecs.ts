import type { FieldCodec } from './address-codec.ts';

/** A filter field holding one of `values` ('' for any): the address is read only when it names one, as the server refuses any other. */
export const choiceCodec = <V extends string>(values: readonly V[]): FieldCodec<V | ''> => ({
  read: (text) => ((values as readonly string[]).includes(text) ? (text as V) : undefined),
  write: (value) => value || null,
});

/** A filter field holding one of `values` or null for any (a code or a number picked from a list). */
export const pickedCodec = <V extends string | number>(values: readonly V[]): FieldCodec<V | null> => ({
  read: (text) => values.find((v) => String(v) === text),
  write: (value) => (value === null ? null : String(value)),
});
