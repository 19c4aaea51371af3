import { describe, expect, it } from 'vitest';
import { legacyAdminHomeUrl, legacyAdminSignInUrl, legacyProductImageUrl } from '../../../src/lib/legacy-admin.ts';

describe('legacy admin links', () => {
  it('carries the token and the client origin as query parameters', () => {
    const url = new URL(legacyAdminSignInUrl('https://legacy.example.com/admin/Default.aspx?x=1', 'a.b.c', 'https://panel.example.com')!);
    expect(url.origin + url.pathname).toBe('https://legacy.example.com/admin/Default.aspx');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('token')).toBe('a.b.c');
    expect(url.searchParams.get('origin')).toBe('https://panel.example.com');
  });

  it('has no link when the address is missing or not a URL', () => {
    expect(legacyAdminSignInUrl(null, 't', 'https://panel.example.com')).toBeNull();
    expect(legacyAdminHomeUrl(undefined)).toBeNull();
    expect(legacyAdminHomeUrl('not a url')).toBeNull();
    expect(legacyAdminHomeUrl('https://legacy.example.com/')).toBe('https://legacy.example.com/');
  });

  it("opens the product image-edit page beside the default page, with the product's PID and UPC", () => {
    const url = new URL(legacyProductImageUrl('https://legacy.example.com/admin/Default.aspx?x=1', 42, 'UPC 1&2')!);
    expect(url.origin + url.pathname).toBe('https://legacy.example.com/admin/product/image-edit');
    expect([...url.searchParams]).toEqual([
      ['pid', '42'],
      ['upc', 'UPC 1&2'],
    ]);
    expect(new URL(legacyProductImageUrl('https://legacy.example.com/admin/', 7, null)!).search).toBe('?pid=7');
    expect(legacyProductImageUrl(null, 7, 'X')).toBeNull();
  });
});
