import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/features/campaigns/format.ts';
import { formatDateTime } from '../../../src/lib/date-time.ts';

describe('Product Listing formats', () => {
  it('shows a UTC timestamp as YYYY-MM-DD HH:mm in the given time zone', () => {
    // Midnight in Dubai is 20:00 UTC the day before.
    expect(formatDateTime('2026-02-17T20:00:00.000Z', 'Asia/Dubai')).toBe('2026-02-18 00:00');
    expect(formatDateTime('2026-02-17T21:00:00.000Z', 'Asia/Riyadh')).toBe('2026-02-18 00:00');
    expect(formatDateTime('2025-12-31T19:59:59.999Z', 'Asia/Dubai')).toBe('2025-12-31 23:59');
    expect(formatDateTime('2025-08-04T06:15:00Z', 'UTC')).toBe('2025-08-04 06:15');
    expect(formatDateTime('', 'Asia/Dubai')).toBe('');
    expect(formatDateTime('not a date', 'Asia/Dubai')).toBe('');
    expect(formatDateTime(null, 'Asia/Dubai')).toBe('');
  });

  it('shows prices with exactly two decimals', () => {
    expect(formatPrice(5)).toBe('5.00');
    expect(formatPrice(129.5)).toBe('129.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
    expect(formatPrice(1499.99)).toBe('1499.99');
  });
});
