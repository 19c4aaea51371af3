import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientConfig } from '../../../src/lib/client-config.ts';
import { formatDateTime, useTimeZone, useUserDataCentre } from '../../../src/lib/date-time.ts';

const config = {
  version: 'test',
  dataCentre: 'uae',
  timeZone: 'Asia/Dubai',
  zones: { uae: 'Asia/Dubai', ksa: 'Asia/Riyadh' },
  legacyAdminUrl: null,
  wmsUrl: null,
};

describe("the user's time zone", () => {
  afterEach(() => {
    useUserDataCentre.setState({ dataCentre: null });
    useClientConfig.getState().reset();
  });

  it("is the signed-in user's data centre's, else the deployment's", () => {
    useClientConfig.getState().reset({ config, status: 'ready' });
    const { result } = renderHook(() => useTimeZone());
    expect(result.current).toBe('Asia/Dubai');
    act(() => useUserDataCentre.setState({ dataCentre: 'ksa' }));
    expect(result.current).toBe('Asia/Riyadh');
    // 20:30 UTC is already the next day in Dubai, still the same day in Riyadh.
    expect(formatDateTime('2026-03-01T20:30:00Z', result.current)).toBe('2026-03-01 23:30');
    act(() => useUserDataCentre.setState({ dataCentre: 'uae' }));
    expect(formatDateTime('2026-03-01T20:30:00Z', result.current)).toBe('2026-03-02 00:30');
    act(() => useUserDataCentre.setState({ dataCentre: 'egy' }));
    expect(result.current).toBe('Asia/Dubai');
  });
});
