import { afterEach, describe, expect, inject, it } from 'vitest';
import { SERVICES } from '../../../src/domain/services.ts';
import { apiConfig, resolveApiUrl, setApiOrigin, setServiceBase } from '../../../src/lib/api-config.ts';

describe('api config', () => {
  const origin = inject('apiOrigin');
  afterEach(() => {
    setApiOrigin(origin);
    setServiceBase('pim', undefined);
  });

  it('has one base address per back-end service, all on the API origin by default', () => {
    expect(Object.keys(apiConfig.services).sort()).toEqual([...SERVICES].sort());
    expect(apiConfig.services.adminpanel).toBe(`${origin}/api/adminpanel`);
    expect(resolveApiUrl('/api/adminpanel/user/login')).toBe(`${origin}/api/adminpanel/user/login`);
    expect(resolveApiUrl('/api/config')).toBe(`${origin}/api/config`);
  });

  it('sends a service to its own base once one is set', () => {
    setServiceBase('pim', 'https://pim.example.com/v2/');
    expect(resolveApiUrl('/api/pim/products?index=1')).toBe('https://pim.example.com/v2/products?index=1');
    expect(resolveApiUrl('/api/pimx/products')).toBe(`${origin}/api/pimx/products`);
    expect(resolveApiUrl('/api/stock/pallets')).toBe(`${origin}/api/stock/pallets`);
  });

  it('can be pointed at another origin', () => {
    setApiOrigin('https://api.example.com/');
    expect(apiConfig.origin).toBe('https://api.example.com');
    expect(resolveApiUrl('/api/customer/orders')).toBe('https://api.example.com/api/customer/orders');
  });
});
