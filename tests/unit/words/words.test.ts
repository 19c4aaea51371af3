import { describe, expect, it } from 'vitest';
import { parseDataCentreZones, zoneOfDataCentre, DEFAULT_DATA_CENTRE_ZONES } from '../../../src/domain/data-centres.ts';
import { languageOf } from '../../../src/domain/words/accept-language.ts';
import { msgOfText, problemOf, textOf } from '../../../src/domain/words/field-problem.ts';
import { isolate } from '../../../src/domain/words/isolate.ts';

describe('Accept-Language', () => {
  it('picks the best weighted of en, tr and ar', () => {
    expect(languageOf('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOf('de-DE,tr;q=0.7,en;q=0.5')).toBe('tr');
    expect(languageOf('en;q=0.2, ar;q=0.9')).toBe('ar');
    expect(languageOf(['tr-TR'])).toBe('tr');
  });

  it('answers English for a missing, unknown or malformed header, and reads no more than 200 characters', () => {
    for (const header of [undefined, '', '*', 'de,fr', ','.repeat(10_000), 'ar;q=abc', `${'x,'.repeat(150)}ar`])
      expect(languageOf(header)).toBe('en');
  });
});

describe('a rule’s message as text', () => {
  it('travels through zod as a key with its parameters and comes back whole', () => {
    const text = textOf({ key: 'fields:atMost', params: { max: 50 } });
    expect(text).toBe('fields:atMost?max=50');
    expect(msgOfText(text)).toEqual({ key: 'fields:atMost', params: { max: '50' } });
    expect(msgOfText('reference:rules.stateCode')).toEqual({ key: 'reference:rules.stateCode' });
    expect(msgOfText('Invalid input: expected string')).toBeUndefined();
  });

  it("says zod's own failures in the field words", () => {
    expect(problemOf({ code: 'invalid_value', values: ['a', 'i'] })).toEqual({ key: 'fields:oneOf', params: { values: 'a, i' } });
    expect(problemOf({ code: 'too_big', origin: 'string', maximum: 20 })).toEqual({ key: 'fields:atMost', params: { max: 20 } });
    expect(problemOf({ code: 'too_big', origin: 'array', maximum: 5 })).toEqual({ key: 'fields:atMostItems', params: { count: 5 } });
    expect(problemOf({ code: 'invalid_type', expected: 'string' })).toEqual({ key: 'fields:text' });
    expect(problemOf({ code: 'custom', message: 'fields:required' })).toEqual({ key: 'fields:required' });
  });
});

describe('mixed direction', () => {
  it('isolates a code or number inside right-to-left text, and leaves words alone', () => {
    expect(isolate('PLT-0003')).toBe('\u2068PLT-0003\u2069');
    expect(isolate(isolate('PLT-0003'))).toBe('\u2068PLT-0003\u2069');
    expect(isolate('دبي')).toBe('دبي');
    expect(isolate('رمز الدولة 2 (ISO)')).toBe('رمز الدولة 2 (ISO)');
  });
});

describe('data centre zones', () => {
  it('reads code=Zone pairs and falls back to the deployment’s zone', () => {
    expect(parseDataCentreZones('uae=Asia/Dubai, ksa=Asia/Riyadh')).toEqual({ uae: 'Asia/Dubai', ksa: 'Asia/Riyadh' });
    expect(parseDataCentreZones('uae:Asia/Dubai')).toBeUndefined();
    expect(zoneOfDataCentre(DEFAULT_DATA_CENTRE_ZONES, 'ksa', 'UTC')).toBe('Asia/Riyadh');
    expect(zoneOfDataCentre(DEFAULT_DATA_CENTRE_ZONES, 'egy', 'Asia/Dubai')).toBe('Asia/Dubai');
  });
});
