import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/domain/navigation/contracts.ts';
import { checkMenu, checkNode, groupProblems, problemText } from '../../../src/features/menu-settings/menu-problems.ts';
import {
  addNode,
  ancestorIds,
  collectIds,
  findMatches,
  findNode,
  idFromTitle,
  moveNode,
  nodeAtField,
  removeNode,
  sameTree,
  updateNode,
} from '../../../src/features/menu-settings/menu-tree.ts';

const tree = (): MenuNode[] => [
  { id: 'dashboard', title: 'Dashboard', type: 'item', url: '/dashboard', exact: true },
  {
    id: 'apps',
    title: 'Applications',
    type: 'group',
    children: [
      {
        id: 'admin',
        title: 'Administration',
        type: 'collapse',
        children: [
          { id: 'countries', title: 'Country Settings', type: 'item', url: '/apps/country-settings', exact: true },
          { id: 'states', title: 'State Settings', type: 'item', url: '/apps/state-settings', exact: true },
          { id: 'menus', title: 'Menu Settings', type: 'item', url: '/apps/menu-settings', exact: true },
        ],
      },
    ],
  },
];

const titles = (nodes: readonly MenuNode[]): string[] => nodes.map((n) => n.title);
const adminChildren = (nodes: MenuNode[]) => findNode(nodes, 'admin')?.children ?? [];

describe('menu tree edits', () => {
  it('adds at the top level and as the last child of a node, leaving the input alone', () => {
    const before = tree();
    const top = addNode(before, null, { id: 'x', title: 'X', type: 'group' });
    expect(titles(top)).toEqual(['Dashboard', 'Applications', 'X']);
    const child = addNode(before, 'admin', { id: 'y', title: 'Y', type: 'item', url: '/apps/manage-auth', exact: true });
    expect(titles(adminChildren(child))).toEqual(['Country Settings', 'State Settings', 'Menu Settings', 'Y']);
    expect(sameTree(before, tree())).toBe(true);
    expect(addNode(before, 'missing', { id: 'z', title: 'Z', type: 'item' })).toBe(before);
  });

  it('gives a group without children its first child', () => {
    const next = addNode([{ id: 'g', title: 'G', type: 'group' }], 'g', { id: 'c', title: 'C', type: 'item' });
    expect(next[0]?.children).toEqual([{ id: 'c', title: 'C', type: 'item' }]);
  });

  it('updates a deep node, including its id, and shares the untouched branches', () => {
    const before = tree();
    const next = updateNode(before, 'states', { id: 'regions', title: 'Regions', type: 'item', url: '/apps/state-settings', exact: true });
    expect(titles(adminChildren(next))).toEqual(['Country Settings', 'Regions', 'Menu Settings']);
    expect(findNode(next, 'states')).toBeUndefined();
    expect(next[0]).toBe(before[0]);
  });

  it('removes a node with everything under it', () => {
    const next = removeNode(tree(), 'admin');
    expect(findNode(next, 'apps')?.children).toEqual([]);
    expect(findNode(next, 'countries')).toBeUndefined();
    expect(titles(removeNode(tree(), 'dashboard'))).toEqual(['Applications']);
  });

  it('moves a node among its siblings and stops at either end', () => {
    expect(titles(adminChildren(moveNode(tree(), 'states', -1)))).toEqual(['State Settings', 'Country Settings', 'Menu Settings']);
    expect(titles(adminChildren(moveNode(tree(), 'states', 1)))).toEqual(['Country Settings', 'Menu Settings', 'State Settings']);
    const before = tree();
    expect(moveNode(before, 'countries', -1)).toEqual(before);
    expect(moveNode(before, 'menus', 1)).toEqual(before);
    expect(titles(moveNode(before, 'dashboard', 1))).toEqual(['Applications', 'Dashboard']);
  });

  it('makes ids from titles, unique in the tree', () => {
    const taken = collectIds(tree());
    expect(idFromTitle('  Stock Reports! ', taken)).toBe('stock-reports');
    expect(idFromTitle('Dashboard', taken)).toBe('dashboard-2');
    expect(idFromTitle('Dashboard', new Set([...taken, 'dashboard-2']))).toBe('dashboard-3');
    expect(idFromTitle('تقارير المخزون', taken)).toBe('تقارير-المخزون');
    expect(idFromTitle('!!!', taken)).toBe('node');
  });

  it('finds matches by title, id or url in tree order, ignoring case', () => {
    expect(findMatches(tree(), 'settings')).toEqual(['countries', 'states', 'menus']);
    expect(findMatches(tree(), 'DASH')).toEqual(['dashboard']);
    expect(findMatches(tree(), '/apps/menu')).toEqual(['menus']);
    expect(findMatches(tree(), '   ')).toEqual([]);
  });

  it('names the ancestors of a node, outermost first', () => {
    expect(ancestorIds(tree(), 'states')).toEqual(['apps', 'admin']);
    expect(ancestorIds(tree(), 'dashboard')).toEqual([]);
    expect(ancestorIds(tree(), 'missing')).toEqual([]);
  });

  it('compares trees by content, whatever the key order or empty child lists', () => {
    const a: MenuNode[] = [{ id: 'g', title: 'G', type: 'group', children: [] }];
    const b: MenuNode[] = [{ type: 'group', title: 'G', id: 'g', icon: undefined }];
    expect(sameTree(a, b)).toBe(true);
    expect(sameTree(tree(), moveNode(tree(), 'states', 1))).toBe(false);
  });
});

describe('field errors on nodes', () => {
  it('finds the node of a server path in both notations', () => {
    expect(nodeAtField(tree(), 'menu.datasenter.data.1.children.0.children.2.title')).toEqual({ id: 'menus', field: 'title' });
    expect(nodeAtField(tree(), 'data[1].children[0].children[1].url')).toEqual({ id: 'states', field: 'url' });
    expect(nodeAtField(tree(), 'data[0]')).toEqual({ id: 'dashboard', field: 'node' });
    expect(nodeAtField(tree(), 'data[5].title')).toBeNull();
    expect(nodeAtField(tree(), 'menu.appName')).toBeNull();
  });

  it('sorts problems of the shared rules onto nodes', () => {
    const pages = new Set(['/dashboard', '/apps/country-settings', '/apps/state-settings']);
    const broken = updateNode(tree(), 'states', { id: 'countries', title: ' ', type: 'item', url: '/apps/state-settings', exact: true });
    const problems = checkMenu(broken, pages);
    expect(problems.general).toEqual([]);
    // Problems are kept by id, and both nodes now carry the id 'countries'.
    expect(problems.byNode.countries?.map((p) => p.field).sort()).toEqual(['id', 'title']);
    // Each keeps its words' key, said in the user's language where it is shown.
    expect(problems.byNode.menus).toMatchObject([{ field: 'url', key: 'menus:unknownPage', params: { url: '/apps/menu-settings' } }]);
    expect(problemText(problems.byNode.menus![0]!)).toBe('No such page: /apps/menu-settings');
    expect(groupProblems(tree(), [{ field: 'menu.appName', message: 'bad' }]).general).toHaveLength(1);
  });

  it('checks one node by its own fields only', () => {
    const pages = new Set(['/dashboard']);
    expect(
      checkNode({ id: 'a', title: '', type: 'link' }, pages)
        .map((p) => p.field)
        .sort(),
    ).toEqual(['exact', 'title', 'url']);
    const group: MenuNode = { id: 'g', title: 'G', type: 'group', children: [{ id: 'c', title: '', type: 'item' }] };
    expect(checkNode(group, pages)).toEqual([]);
    expect(checkNode({ ...group, type: 'item', url: '/dashboard', exact: true }, pages).map((p) => p.field)).toEqual(['children']);
  });
});
