import { useMemo, useState } from 'react';
import type { FieldError } from '../../domain/envelope.ts';
import { MENU_MESSAGES } from '../../domain/navigation/menu-rules.ts';
import type { MenuNode, NavType } from '../../domain/navigation/contracts.ts';
import { checkNode } from './menu-problems.ts';
import { canHaveChildren, idFromTitle, isPageType } from './menu-tree.ts';

export interface NodeFormValues {
  title: string;
  id: string;
  translate: string;
  type: NavType;
  icon: string;
  url: string;
}

export type NodeField = keyof NodeFormValues;

interface NodeFormOptions {
  /** The node being edited, or undefined for a new one. */
  original?: MenuNode;
  /** Type of a new node. */
  defaultType: NavType;
  /** Ids used elsewhere in the tree (the edited node's own id excluded). */
  takenIds: ReadonlySet<string>;
  pagePaths: ReadonlySet<string>;
}

const valuesOf = (node: MenuNode | undefined, type: NavType): NodeFormValues => ({
  title: node?.title ?? '',
  id: node?.id ?? '',
  translate: node?.translate ?? '',
  type: node?.type ?? type,
  icon: node?.icon ?? '',
  url: node?.url ?? '',
});

/** The node the form describes: an empty id is made from the title; links and items get `exact` (spec 000 §3). */
function nodeOf(values: NodeFormValues, original: MenuNode | undefined, takenIds: ReadonlySet<string>): MenuNode {
  const { children, ...kept }: Partial<MenuNode> = original ?? {};
  const node: MenuNode = {
    ...kept,
    id: values.id.trim() || idFromTitle(values.title, takenIds),
    title: values.title.trim(),
    type: values.type,
    translate: values.translate.trim() || undefined,
    icon: values.icon.trim() || undefined,
    url: isPageType(values.type) && values.url ? values.url : undefined,
    exact: isPageType(values.type) ? true : undefined,
  };
  if (canHaveChildren(values.type) && children) node.children = children;
  return node;
}

/** State and rules of the 'Menu Setting' dialog; its checks are the shared menu rules plus a unique id. */
export function useNodeForm({ original, defaultType, takenIds, pagePaths }: NodeFormOptions) {
  const [values, setValues] = useState<NodeFormValues>(() => valuesOf(original, defaultType));
  const [touched, setTouched] = useState<Partial<Record<NodeField, boolean>>>({});

  const node = useMemo(() => nodeOf(values, original, takenIds), [values, original, takenIds]);
  const problems = useMemo<FieldError[]>(() => {
    const own = checkNode(node, pagePaths);
    return takenIds.has(node.id) ? [...own, { field: 'id', message: MENU_MESSAGES.duplicateId(node.id) }] : own;
  }, [node, pagePaths, takenIds]);

  const change = <K extends NodeField>(field: K, value: NodeFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  const blur = (field: NodeField) => setTouched((t) => ({ ...t, [field]: true }));

  /** A field's problem, once the user has been there; Apply stays disabled either way. */
  const problemOf = (field: NodeField): FieldError | undefined =>
    touched[field] || original ? problems.find((p) => p.field === field) : undefined;

  /** A node with children must stay a container: the other types are offered but disabled. */
  const typeAllowed = (type: NavType) => !original?.children?.length || canHaveChildren(type);

  return { values, change, blur, node, problemOf, typeAllowed, canApply: problems.length === 0 };
}
