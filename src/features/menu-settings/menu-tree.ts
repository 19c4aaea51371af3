import { PAGE_NODE_TYPES, type MenuNode, type NavType } from '../../domain/navigation/contracts.ts';

/**
 * Pure edits of a menu tree, addressed by node id (ids are unique in a menu: the dialog and the
 * server both refuse a duplicate). Every function returns a new tree and leaves its input alone.
 */

/** Only groups and collapses hold children (spec 000 §3). */
export const canHaveChildren = (type: NavType): boolean => type === 'group' || type === 'collapse';

/** Links and items open a page: they carry a url and always have `exact` set (spec 000 §3). */
export const isPageType = (type: NavType): boolean => PAGE_NODE_TYPES.includes(type);

/** Replaces the sibling list that holds `id` with what `edit` makes of it; the tree is unchanged when `id` is absent. */
function editSiblings(nodes: MenuNode[], id: string, edit: (siblings: MenuNode[], index: number) => MenuNode[]): MenuNode[] {
  const index = nodes.findIndex((n) => n.id === id);
  if (index >= 0) return edit(nodes, index);
  let changed = false;
  const next = nodes.map((node) => {
    if (changed || !node.children?.length) return node;
    const children = editSiblings(node.children, id, edit);
    if (children === node.children) return node;
    changed = true;
    return { ...node, children };
  });
  return changed ? next : nodes;
}

/** The node with `id`, wherever it is. */
export function findNode(nodes: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Puts `node` in place of the node with `id` (the id itself may change). */
export function updateNode(nodes: MenuNode[], id: string, node: MenuNode): MenuNode[] {
  return editSiblings(nodes, id, (siblings, index) => siblings.map((n, i) => (i === index ? node : n)));
}

/** Appends `node` at the top level (`parentId` null) or as the last child of `parentId`. */
export function addNode(nodes: MenuNode[], parentId: string | null, node: MenuNode): MenuNode[] {
  if (parentId === null) return [...nodes, node];
  const parent = findNode(nodes, parentId);
  if (!parent) return nodes;
  return updateNode(nodes, parentId, { ...parent, children: [...(parent.children ?? []), node] });
}

/** Removes the node with `id` and everything under it. */
export function removeNode(nodes: MenuNode[], id: string): MenuNode[] {
  return editSiblings(nodes, id, (siblings, index) => siblings.filter((_, i) => i !== index));
}

/** Moves the node one place up (-1) or down (+1) among its siblings; at either end nothing changes. */
export function moveNode(nodes: MenuNode[], id: string, delta: -1 | 1): MenuNode[] {
  return editSiblings(nodes, id, (siblings, index) => {
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return siblings;
    const next = [...siblings];
    [next[index], next[target]] = [next[target] as MenuNode, next[index] as MenuNode];
    return next;
  });
}

/** Every id in the tree. */
export function collectIds(nodes: readonly MenuNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.id);
    collectIds(node.children ?? [], into);
  }
  return into;
}

/** `base`, or `base-2`, `base-3` … whichever is not taken yet. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** An id made from a title: lower case, letters and digits of any script joined by hyphens, unique in the tree. */
export function idFromTitle(title: string, taken: ReadonlySet<string>): string {
  const slug = title
    .trim()
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return uniqueId(slug || 'node', taken);
}

/** Ids of the nodes whose title, id or url contains `query` (any case), in the order the tree shows them. */
export function findMatches(nodes: readonly MenuNode[], query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const out: string[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      const haystack = [node.title, node.id, node.url ?? ''].map((s) => s.toLocaleLowerCase());
      if (haystack.some((s) => s.includes(needle))) out.push(node.id);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

function trailTo(nodes: readonly MenuNode[], id: string, trail: string[]): string[] | null {
  for (const node of nodes) {
    if (node.id === id) return trail;
    const found = trailTo(node.children ?? [], id, [...trail, node.id]);
    if (found) return found;
  }
  return null;
}

/** Ids of the nodes above `id`, outermost first; empty for a top-level or unknown node. */
export const ancestorIds = (nodes: readonly MenuNode[], id: string): string[] => trailTo(nodes, id, []) ?? [];

/**
 * The node a field error names, e.g. `menu.datasenter.data.0.children.2.title` or
 * `data[0].children[2].title` → the third child of the first node, field `title` (`node` when the
 * error is about the node as a whole). Null when the path does not lead to a node.
 */
export function nodeAtField(nodes: readonly MenuNode[], field: string): { id: string; field: string } | null {
  // The server's schema check writes `data.0.title`, the shared menu rules `data[0].title`.
  const dotted = field.replace(/\[(\d+)\]/g, '.$1');
  const match = /(?:^|\.)data\.(\d+(?:\.children\.\d+)*)(?:\.(\w+))?$/.exec(dotted);
  if (!match?.[1]) return null;
  let list: readonly MenuNode[] = nodes;
  let node: MenuNode | undefined;
  for (const part of match[1].split('.children.')) {
    node = list[Number(part)];
    if (!node) return null;
    list = node.children ?? [];
  }
  return node ? { id: node.id, field: match[2] ?? 'node' } : null;
}

/** A node as plain data in a fixed key order, without absent fields or empty child lists. */
function canonical(node: MenuNode): unknown {
  const entries = Object.entries(node)
    .filter(([key, value]) => value !== undefined && !(key === 'children' && Array.isArray(value) && value.length === 0))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => [key, key === 'children' ? (value as MenuNode[]).map(canonical) : value]);
  return Object.fromEntries(entries);
}

/** True when two trees hold the same nodes in the same order, however their objects were built. */
export const sameTree = (a: readonly MenuNode[], b: readonly MenuNode[]): boolean =>
  JSON.stringify(a.map(canonical)) === JSON.stringify(b.map(canonical));
