import i18next from 'i18next';
import type { FieldError } from '../../domain/envelope.ts';
import type { MenuNode } from '../../domain/navigation/contracts.ts';
import { validateMenu, type MenuProblem } from '../../domain/navigation/menu-rules.ts';
import { textOf } from '../../domain/words/field-problem.ts';
import { sayHere } from '../../lib/words.ts';
import { nodeAtField } from './menu-tree.ts';

/** Problems of a menu: per node id (field is the node's own field name), and those of the menu as a whole. */
export interface MenuProblems {
  byNode: Record<string, FieldError[]>;
  general: FieldError[];
}

export const NO_PROBLEMS: MenuProblems = { byNode: {}, general: [] };

/** A problem of the shared rules as the server sends one: its words' key text, and their key and parameters. */
export const asFieldError = ({ field, message }: MenuProblem): FieldError =>
  message.params
    ? { field, message: textOf(message), key: message.key, params: message.params }
    : { field, message: textOf(message), key: message.key };

/** Sorts field errors (from the shared rules or the server) onto the nodes they name. */
export function groupProblems(nodes: readonly MenuNode[], errors: readonly FieldError[]): MenuProblems {
  const byNode: Record<string, FieldError[]> = {};
  const general: FieldError[] = [];
  for (const error of errors) {
    const at = nodeAtField(nodes, error.field);
    if (at) (byNode[at.id] ??= []).push({ ...error, field: at.field });
    else general.push(error);
  }
  return { byNode, general };
}

/** The shared menu rules (the server applies the same ones on save) run on the tree being edited. */
export const checkMenu = (nodes: MenuNode[], pagePaths: ReadonlySet<string>): MenuProblems =>
  groupProblems(nodes, validateMenu(nodes, pagePaths).map(asFieldError));

/** Problems of one node's own fields by the shared rules (its descendants are not its problem). */
export function checkNode(node: MenuNode, pagePaths: ReadonlySet<string>): FieldError[] {
  return validateMenu([node], pagePaths).flatMap((problem) => {
    const own = /^data\[0\]\.(\w+)$/.exec(problem.field)?.[1];
    return own ? [asFieldError({ ...problem, field: own })] : [];
  });
}

export const mergeProblems = (a: MenuProblems, b: MenuProblems): MenuProblems => {
  const byNode = { ...a.byNode };
  for (const [id, list] of Object.entries(b.byNode)) byNode[id] = [...(byNode[id] ?? []), ...list];
  return { byNode, general: [...a.general, ...b.general] };
};

export const hasProblems = (problems: MenuProblems): boolean => problems.general.length > 0 || Object.keys(problems.byNode).length > 0;

/**
 * A problem in the user's language: the shared rules' and the server's words by their key (the
 * menus catalogue is registered by this feature; a node's type is named in the language too),
 * anything else in the server's words as sent.
 */
export function problemText(problem: Pick<FieldError, 'message' | 'key' | 'params'>): string {
  if (problem.key && i18next.exists(problem.key)) return sayHere({ key: problem.key, params: problem.params });
  return sayHere(problem.message);
}
