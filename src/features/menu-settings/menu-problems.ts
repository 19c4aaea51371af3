import type { TFunction } from 'i18next';
import type { FieldError } from '../../domain/envelope.ts';
import { MENU_LIMITS, type MenuNode } from '../../domain/navigation/contracts.ts';
import { MENU_MESSAGES, validateMenu } from '../../domain/navigation/menu-rules.ts';
import { findNode, nodeAtField } from './menu-tree.ts';

/** Problems of a menu: per node id (field is the node's own field name), and those of the menu as a whole. */
export interface MenuProblems {
  byNode: Record<string, FieldError[]>;
  general: FieldError[];
}

export const NO_PROBLEMS: MenuProblems = { byNode: {}, general: [] };

/** Sorts field errors (from the shared rules or the server) onto the nodes they name. */
export function groupProblems(nodes: readonly MenuNode[], errors: readonly FieldError[]): MenuProblems {
  const byNode: Record<string, FieldError[]> = {};
  const general: FieldError[] = [];
  for (const error of errors) {
    const at = nodeAtField(nodes, error.field);
    if (at) (byNode[at.id] ??= []).push({ field: at.field, message: error.message });
    else general.push(error);
  }
  return { byNode, general };
}

/** The shared menu rules (the server applies the same ones on save) run on the tree being edited. */
export const checkMenu = (nodes: MenuNode[], pagePaths: ReadonlySet<string>): MenuProblems =>
  groupProblems(nodes, validateMenu(nodes, pagePaths));

/** Problems of one node's own fields by the shared rules (its descendants are not its problem). */
export function checkNode(node: MenuNode, pagePaths: ReadonlySet<string>): FieldError[] {
  return validateMenu([node], pagePaths).flatMap((error) => {
    const own = /^data\[0\]\.(\w+)$/.exec(error.field)?.[1];
    return own ? [{ field: own, message: error.message }] : [];
  });
}

export const mergeProblems = (a: MenuProblems, b: MenuProblems): MenuProblems => {
  const byNode = { ...a.byNode };
  for (const [id, list] of Object.entries(b.byNode)) byNode[id] = [...(byNode[id] ?? []), ...list];
  return { byNode, general: [...a.general, ...b.general] };
};

export const hasProblems = (problems: MenuProblems): boolean => problems.general.length > 0 || Object.keys(problems.byNode).length > 0;

/** A problem in the user's language when it is one of the shared rules' messages; otherwise the server's words. */
export function problemText(t: TFunction, problem: FieldError, nodes: readonly MenuNode[], nodeId?: string): string {
  const node = nodeId === undefined ? undefined : findNode(nodes, nodeId);
  const known: [string, string, Record<string, unknown>?][] = [
    [MENU_MESSAGES.titleRequired, 'problems.titleRequired'],
    [MENU_MESSAGES.urlRequired, 'problems.urlRequired'],
    [MENU_MESSAGES.exactRequired, 'problems.exactRequired'],
    [MENU_MESSAGES.tooDeep, 'problems.tooDeep', { max: MENU_LIMITS.maxDepth }],
    [MENU_MESSAGES.tooMany, 'problems.tooMany', { max: MENU_LIMITS.maxNodes }],
  ];
  if (node) {
    const type = t(`types.${node.type}`);
    known.push(
      [MENU_MESSAGES.duplicateId(node.id), 'problems.duplicateId', { id: node.id }],
      [MENU_MESSAGES.unknownPage(node.url ?? ''), 'problems.unknownPage', { url: node.url }],
      [MENU_MESSAGES.urlNotAllowed(node.type), 'problems.urlNotAllowed', { type }],
      [MENU_MESSAGES.childrenNotAllowed(node.type), 'problems.childrenNotAllowed', { type }],
    );
  }
  const hit = known.find(([message]) => message === problem.message);
  return hit ? t(hit[1], hit[2]) : problem.message;
}
