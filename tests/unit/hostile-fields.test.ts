import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  idField,
  isUnstorableText,
  storableText,
  optionalQueryId,
  requiredText,
  UNSTORABLE_TEXT,
  wholeNumberIn,
} from '../../src/domain/fields.ts';
import { pageQuerySchema } from '../../src/domain/envelope.ts';
import { firstHostileValue, jsonDepth, tooDeep } from '../../server/shared/hostile-input.ts';
import { say } from '../../server/plugins/words.ts';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  // The rules carry their words as keys (src/domain/words); read here in English.
  return result.success ? 'ok' : say(result.error.issues[0]!.message, 'en');
};

describe('text a database can store', () => {
  it('tells a NUL or half a surrogate pair from any other text, emoji included', () => {
    for (const bad of ['a\u0000b', 'x\ud800', '\udfffx', '\ud83d', 'a\ud83d\ud83d\ude00'.slice(0, 2)])
      expect(isUnstorableText(bad)).toBe(true);
    for (const good of ['', 'plain', 'عربي', 'Türkçe', '\ud83d\ude00', 'tab\tand\nnew line']) expect(isUnstorableText(good)).toBe(false);
    expect(storableText('a\u0000b\ud800\ud83d\ude00\udc00')).toBe('a\ufffdb\ufffd\ud83d\ude00\ufffd');
  });

  it('refuses such text in the shared text fields, in the words the client translates', () => {
    expect(messageOf(requiredText(50), 'a\u0000b')).toBe(say(UNSTORABLE_TEXT, 'en'));
    expect(messageOf(requiredText(50), 'x\ud800')).toBe(say(UNSTORABLE_TEXT, 'en'));
    expect(messageOf(requiredText(50), 'fine')).toBe('ok');
  });
});

describe('numbers in paths, queries and bodies', () => {
  it('does not read null, [], true or empty text as 0 or 1, as z.coerce.number did', () => {
    const page = wholeNumberIn(1, 100);
    expect(messageOf(page, null)).toBe('Required');
    expect(messageOf(page, undefined)).toBe('Required');
    for (const bad of [[], true, false, '', ' ', '1.5', '1e3', '0x10', ['5'], {}])
      expect(messageOf(page, bad)).toBe('Must be a whole number');
    expect(page.parse('12')).toBe(12);
    expect(page.parse(' 7 ')).toBe(7);
    expect(page.parse(3)).toBe(3);
    expect(messageOf(page, '101')).toBe('Must be between 1 and 100');
  });

  it('keeps ids within the integer column that holds them', () => {
    expect(idField().parse(2_147_483_647)).toBe(2_147_483_647);
    expect(messageOf(idField(), 2_147_483_648)).toBe('Must be a positive id');
    expect(messageOf(optionalQueryId, '2147483648')).toBe('Must be between 1 and 2147483647');
    expect(optionalQueryId.parse('')).toBeUndefined();
    expect(messageOf(optionalQueryId, '99999999999999999999999')).toBe('Must be a whole number');
  });

  it('bounds the page of a paged call, and still defaults it', () => {
    expect(pageQuerySchema.parse({})).toEqual({ index: 1, pageSize: expect.any(Number) });
    expect(pageQuerySchema.safeParse({ index: '2147483648' }).success).toBe(false);
  });
});

describe('a hostile value anywhere in a request', () => {
  it('names the first field holding unstorable text, keys included', () => {
    expect(firstHostileValue({ a: 'ok', b: [{ c: 'x\u0000' }] }, 10, 'body')).toEqual({ field: 'b.0.c', message: UNSTORABLE_TEXT });
    expect(firstHostileValue({ ['k\u0000']: 1 }, 10, 'body')).toEqual({ field: 'k\ufffd', message: UNSTORABLE_TEXT });
    expect(firstHostileValue('\ud800', 10, 'body')).toEqual({ field: 'body', message: UNSTORABLE_TEXT });
    expect(firstHostileValue({ a: ['fine', 1, null, true] }, 10, 'body')).toBeUndefined();
  });

  it('walks a value nested far deeper than the call stack would take, and names where it went too deep', () => {
    let deep: unknown = 1;
    for (let n = 0; n < 200_000; n++) deep = [deep];
    expect(firstHostileValue({ opId: deep }, 4, 'operation')).toEqual({ field: 'opId.0.0.0', message: tooDeep(4) });
  });

  it('measures the depth of JSON text before it is parsed, brackets in strings aside', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}', 10)).toBe(3);
    expect(jsonDepth('"\\"[["', 10)).toBe(0);
    expect(jsonDepth('['.repeat(20_000) + ']'.repeat(20_000), 32)).toBe(33);
  });
});
