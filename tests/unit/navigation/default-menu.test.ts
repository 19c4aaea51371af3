import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/domain/navigation/contracts.ts';
import { defaultMenu } from '../../../src/domain/navigation/default-menu.ts';
import { menuPages, validateMenu } from '../../../src/domain/navigation/menu-rules.ts';
import { PAGES } from '../../../src/domain/pages.ts';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('the default menu', () => {
  const menu = defaultMenu();
  const nodes = flatten(menu);

  it('passes the checks Menu Settings applies on save', () => {
    expect(validateMenu(menu, new Set(menuPages().map((p) => p.path)))).toEqual([]);
  });

  it('opens the dashboard first, then a collapse per area under Applications', () => {
    expect(menu.map((n) => [n.id, n.type])).toEqual([
      ['dashboard', 'item'],
      ['applications', 'group'],
    ]);
    expect(menu[0]).toMatchObject({ url: '/dashboard', exact: true });
    const areas = menu[1]!.children!;
    expect(areas.every((c) => c.type === 'collapse' && (c.children?.length ?? 0) > 0)).toBe(true);
    expect(areas.map((c) => c.title)).toEqual([
      'Administration',
      'Catalogue',
      'Activation',
      'Stock',
      'Orders',
      'Shipping & delivery',
      'Gatekeeper',
      'Reports',
    ]);
    expect(areas[0]!.children!.map((c) => c.id)).toEqual([
      'country-settings',
      'state-settings',
      'area-settings',
      'campaign-details',
      'manage-auth',
      'menu-settings',
      'user-access',
      'audit-log',
    ]);
  });

  it('lists every page of the catalogue exactly once, titled as the catalogue says', () => {
    const items = nodes.filter((n) => n.type === 'item' && n.url !== '/dashboard');
    expect(items.map((n) => n.url).sort()).toEqual(PAGES.map((p) => p.path).sort());
    for (const page of PAGES) expect(items.find((n) => n.url === page.path)?.title).toBe(page.title);
  });

  it('gives every entry a stable id, a translation key and a Material icon name', () => {
    const country = nodes.find((n) => n.url === '/apps/country-settings');
    expect(country).toEqual({
      id: 'country-settings',
      title: 'Country Settings',
      translate: 'nav.countrySettings',
      type: 'item',
      icon: 'public',
      url: '/apps/country-settings',
      exact: true,
    });
    for (const n of nodes) {
      expect(n.icon, n.id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(n.translate, n.id).toMatch(/^nav\.[a-zA-Z0-9]+$/);
    }
    expect(JSON.stringify(defaultMenu())).toBe(JSON.stringify(menu));
  });
});
