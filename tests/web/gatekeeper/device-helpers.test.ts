import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../../src/features/gatekeeper/feedback.ts';
import { cleanPalletInput } from '../../../src/features/gatekeeper/pallet-input.ts';
import { checkFilter, parseDateTime } from '../../../src/features/gatekeeper-reports/report-filter.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the device helpers', () => {
  it('vibrates a different pattern for accepted, rejected and not on pallet', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    feedback('accepted');
    feedback('rejected');
    feedback('notOnPallet');
    const patterns = vibrate.mock.calls.map((call) => JSON.stringify((call as unknown[])[0]));
    expect(new Set(patterns).size).toBe(3);
  });

  it('keeps only letters, digits, hyphen and slash in a pallet number', () => {
    expect(cleanPalletInput('PLT-00/12')).toEqual({ value: 'PLT-00/12', refused: false });
    expect(cleanPalletInput('PLT 00#12_x')).toEqual({ value: 'PLT0012x', refused: true });
  });

  it('reads MM/DD/YYYY hh:mm AM in the given zone and sends UTC', () => {
    expect(parseDateTime('11/22/2026 02:30 pm', 'Asia/Dubai')).toBe('2026-11-22T10:30:00.000Z');
    expect(parseDateTime('11/22/2026 12:00 AM', 'Asia/Riyadh')).toBe('2026-11-21T21:00:00.000Z');
    expect(parseDateTime('22/11/2026 02:30 PM', 'Asia/Dubai')).toBeNull();
    expect(parseDateTime('11/22/2026 14:30', 'Asia/Dubai')).toBeNull();
    const checked = checkFilter(
      { palletNumbers: ' PLT-1 , ,PLT-2 ', palletStatus: '', upc: '007', from: '', to: '' },
      'items',
      'Asia/Dubai',
    );
    expect(checked).toEqual({
      ok: true,
      query: { palletNumbers: 'PLT-1,PLT-2', upc: '7', palletStatus: undefined, fromDateTime: undefined, toDateTime: undefined },
    });
  });
});
