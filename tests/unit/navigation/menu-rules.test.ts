import { describe, expect, it } from 'vitest';
import { MENU_LIMITS, type AccessLevel, type MenuNode } from '../../../src/domain/navigation/contracts.ts';
import {
  DASHBOARD_PATH,
  MENU_MESSAGES,
  buildUserNavigation,
  levelOnPage,
  levelSatisfies,
  menuPages,
  validateMenu,
} from '../../../src/domain/navigation/menu-rules.ts';
import { PAGES } from '../../../src/domain/pages.ts';

const pages = new Set(['/dashboard', '/apps/a', '/apps/b', '/apps/c']);
const item = (id: string, url: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  title: id.toUpperCase(),
  type: 'item',
  url,
  exact: true,
  ...extra,
});
const group = (id: string, children: MenuNode[], type: MenuNode['type'] = 'group'): MenuNode => ({
  id,
  title: id.toUpperCase(),
  type,
  children,
});
const divider = (id: string): MenuNode => ({ id, title: '', type: 'divider' });

describe('validateMenu', () => {
  it('accepts a well-formed tree', () => {
    const menu = [
      item('home', '/dashboard'),
      group('g', [divider('d1'), group('c', [item('a', '/apps/a'), { ...item('b', '/apps/b'), type: 'link' }], 'collapse')]),
    ];
    expect(validateMenu(menu, pages)).toEqual([]);
  });

  it("requires a title, naming the node's path", () => {
    const menu = [item('x', '/apps/a'), item('y', '/apps/b'), group('g', [{ ...item('z', '/apps/c'), title: '   ' }])];
    expect(validateMenu(menu, pages)).toEqual([{ field: 'data[2].children[0].title', message: MENU_MESSAGES.titleRequired }]);
  });

  it('lets a divider go without a title', () => {
    expect(validateMenu([item('a', '/apps/a'), divider('d'), item('b', '/apps/b')], pages)).toEqual([]);
  });

  it('refuses an id used twice anywhere in the tree', () => {
    const menu = [item('a', '/apps/a'), group('g', [item('a', '/apps/b')])];
    expect(validateMenu(menu, pages)).toEqual([{ field: 'data[1].children[0].id', message: MENU_MESSAGES.duplicateId('a') }]);
  });

  it('needs item and link entries to open a page of the list', () => {
    const menu: MenuNode[] = [
      { id: 'a', title: 'A', type: 'item', exact: true },
      { id: 'b', title: 'B', type: 'link', url: '/apps/nowhere', exact: true },
    ];
    expect(validateMenu(menu, pages)).toEqual([
      { field: 'data[0].url', message: MENU_MESSAGES.urlRequired },
      { field: 'data[1].url', message: MENU_MESSAGES.unknownPage('/apps/nowhere') },
    ]);
  });

  it('allows a url only on item and link entries', () => {
    const menu: MenuNode[] = [
      { ...group('g', [item('a', '/apps/a')]), url: '/apps/b' },
      { ...divider('d'), url: '/apps/c' },
    ];
    expect(validateMenu(menu, pages)).toEqual([
      { field: 'data[0].url', message: MENU_MESSAGES.urlNotAllowed('group') },
      { field: 'data[1].url', message: MENU_MESSAGES.urlNotAllowed('divider') },
    ]);
  });

  it('needs exact set on item and link entries', () => {
    const menu: MenuNode[] = [item('a', '/apps/a', { exact: false }), { id: 'b', title: 'B', type: 'link', url: '/apps/b' }];
    expect(validateMenu(menu, pages)).toEqual([
      { field: 'data[0].exact', message: MENU_MESSAGES.exactRequired },
      { field: 'data[1].exact', message: MENU_MESSAGES.exactRequired },
    ]);
  });

  it('allows children only under group and collapse entries', () => {
    const menu: MenuNode[] = [
      item('a', '/apps/a', { children: [item('b', '/apps/b')] }),
      { ...divider('d'), children: [item('c', '/apps/c')] },
      item('e', '/apps/c', { children: [] }),
    ];
    expect(validateMenu(menu, pages)).toEqual([
      { field: 'data[0].children', message: MENU_MESSAGES.childrenNotAllowed('item') },
      { field: 'data[1].children', message: MENU_MESSAGES.childrenNotAllowed('divider') },
    ]);
  });

  it(`nests at most ${MENU_LIMITS.maxDepth} levels, with one message per branch`, () => {
    const nest = (depth: number): MenuNode =>
      depth === 1 ? item(`leaf${depth}`, '/apps/a') : group(`g${depth}`, [nest(depth - 1)], 'collapse');
    expect(validateMenu([nest(MENU_LIMITS.maxDepth)], pages)).toEqual([]);
    const errors = validateMenu([nest(MENU_LIMITS.maxDepth + 2)], pages);
    const field = `data[0]${'.children[0]'.repeat(MENU_LIMITS.maxDepth)}`;
    expect(errors).toEqual([{ field, message: MENU_MESSAGES.tooDeep }]);
  });

  it(`holds at most ${MENU_LIMITS.maxNodes} entries in all`, () => {
    const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => item(`n${from + i}`, '/apps/a'));
    expect(validateMenu([group('g', many(MENU_LIMITS.maxNodes - 1))], pages)).toEqual([]);
    expect(validateMenu([group('g', many(MENU_LIMITS.maxNodes))], pages)).toEqual([{ field: 'data', message: MENU_MESSAGES.tooMany }]);
  });
});

describe('buildUserNavigation', () => {
  const levels: Record<string, AccessLevel> = { '/apps/a': 'L1', '/apps/b': 'L2' };
  const levelOf = (url: string) => levels[url] ?? null;

  it('gives item and link entries L1 or L1+L2 by level, and drops those the user may not open', () => {
    const menu: MenuNode[] = [
      item('a', '/apps/a'),
      { ...item('b', '/apps/b'), type: 'link', target: '_blank' },
      item('c', '/apps/c'),
      { id: 'nourl', title: 'X', type: 'item' },
    ];
    expect(buildUserNavigation(menu, levelOf)).toEqual([
      { id: 'a', title: 'A', type: 'item', url: '/apps/a', exact: true, auth: ['L1'] },
      { id: 'b', title: 'B', type: 'link', url: '/apps/b', exact: true, target: '_blank', auth: ['L1', 'L2'] },
    ]);
  });

  it('keeps a group or collapse only while a visible entry remains inside', () => {
    const menu = [
      group('g', [
        group('c1', [item('a', '/apps/a'), item('c', '/apps/c')], 'collapse'),
        group('c2', [item('c2c', '/apps/c')], 'collapse'),
        group('empty', []),
      ]),
    ];
    expect(buildUserNavigation(menu, levelOf)).toEqual([
      {
        id: 'g',
        title: 'G',
        type: 'group',
        auth: ['L1'],
        children: [
          {
            id: 'c1',
            title: 'C1',
            type: 'collapse',
            auth: ['L1'],
            children: [{ id: 'a', title: 'A', type: 'item', url: '/apps/a', exact: true, auth: ['L1'] }],
          },
        ],
      },
    ]);
  });

  it('drops a group holding nothing but dividers', () => {
    expect(
      buildUserNavigation([group('g', [divider('d1'), divider('d2')]), group('h', [divider('d3'), item('c', '/apps/c')])], levelOf),
    ).toEqual([]);
  });

  it('keeps dividers only between visible entries: none leading, trailing or doubled', () => {
    const menu = [
      divider('d0'),
      item('a', '/apps/a'),
      divider('d1'),
      item('c', '/apps/c'),
      divider('d2'),
      item('b', '/apps/b'),
      divider('d3'),
      divider('d4'),
      item('c2', '/apps/c'),
    ];
    const ids = buildUserNavigation(menu, levelOf).map((n) => n.id);
    expect(ids).toEqual(['a', 'd1', 'b']);
    const shown = buildUserNavigation(menu, levelOf).find((n) => n.id === 'd1');
    expect(shown).toEqual({ id: 'd1', title: '', type: 'divider', auth: ['L1'] });
  });

  it('answers nothing for a user who may open nothing', () => {
    expect(buildUserNavigation([item('a', '/apps/a'), group('g', [item('b', '/apps/b')])], () => null)).toEqual([]);
  });
});

describe('levels on pages', () => {
  const grants = new Map<string, AccessLevel>([
    ['/apps/country-settings', 'L1'],
    ['/apps/gatekeeper', 'L2'],
    ['/apps/menu-settings', 'L2'],
  ]);

  it('gives administrators L2 everywhere', () => {
    expect(levelOnPage(true, new Map(), '/apps/menu-settings')).toBe('L2');
    expect(levelOnPage(true, new Map(), DASHBOARD_PATH)).toBe('L2');
  });

  it('gives others their grants, L1 on the dashboard, and nothing on administrator pages', () => {
    expect(levelOnPage(false, grants, '/apps/country-settings')).toBe('L1');
    expect(levelOnPage(false, grants, '/apps/gatekeeper')).toBe('L2');
    expect(levelOnPage(false, grants, '/apps/state-settings')).toBeNull();
    expect(levelOnPage(false, grants, '/apps/menu-settings')).toBeNull();
    expect(levelOnPage(false, new Map(), DASHBOARD_PATH)).toBe('L1');
  });

  it('lets L2 do what L1 does, never the reverse', () => {
    expect(levelSatisfies('L2', 'L1')).toBe(true);
    expect(levelSatisfies('L2', 'L2')).toBe(true);
    expect(levelSatisfies('L1', 'L1')).toBe(true);
    expect(levelSatisfies('L1', 'L2')).toBe(false);
    expect(levelSatisfies(null, 'L1')).toBe(false);
  });

  it('lists the dashboard and every page as places a node may open', () => {
    const list = menuPages();
    expect(list[0]).toEqual({ path: '/dashboard', title: 'Dashboard' });
    expect(list.slice(1).map((p) => p.path)).toEqual(PAGES.map((p) => p.path));
  });
});
