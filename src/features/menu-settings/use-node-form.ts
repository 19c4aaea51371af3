import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MENU_MESSAGES } from '../../domain/navigation/menu-rules.ts';
import { textOf } from '../../domain/words/field-problem.ts';
import type { MenuNode, NavType } from '../../domain/navigation/contracts.ts';
import { checkFieldsMessage } from '../../lib/form/field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { MENU_SETTINGS_NS } from './i18n.ts';
import { checkNode, problemText } from './menu-problems.ts';
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
  /** Receives the node the checked values make; the page's Save stores the menu. */
  onApply: (node: MenuNode) => void;
}

const valuesOf = (node: MenuNode | undefined, type: NavType): NodeFormValues => ({
  title: node?.title ?? '',
  id: node?.id ?? '',
  translate: node?.translate ?? '',
  type: node?.type ?? type,
  icon: node?.icon ?? '',
  url: node?.url ?? '',
});

/**
 * The navigation shows a node's translate key, when the key has a translation, instead of its title
 * (use-nav-title.ts), so a rename alone would change nothing anyone sees: when the title was edited
 * and the key left as it was, the key goes and the new title is what the menu shows.
 */
const titleWins = (values: NodeFormValues, original: MenuNode | undefined): boolean =>
  Boolean(original?.translate) && values.title.trim() !== original?.title.trim() && values.translate.trim() === original?.translate;

/** The node the form describes: an empty id is made from the title; links and items get `exact` (spec 000 §3). */
export function nodeOf(values: NodeFormValues, original: MenuNode | undefined, takenIds: ReadonlySet<string>): MenuNode {
  const { children, ...kept }: Partial<MenuNode> = original ?? {};
  const node: MenuNode = {
    ...kept,
    id: values.id.trim() || idFromTitle(values.title, takenIds),
    title: values.title.trim(),
    type: values.type,
    translate: titleWins(values, original) ? undefined : values.translate.trim() || undefined,
    icon: values.icon.trim() || undefined,
    url: isPageType(values.type) && values.url ? values.url : undefined,
    exact: isPageType(values.type) ? true : undefined,
  };
  if (canHaveChildren(values.type) && children) node.children = children;
  return node;
}

/** The dialog's checks: the shared menu rules (the server's) on the node the values make, plus an id no other node has. */
const nodeResolver =
  ({ original, takenIds, pagePaths }: Omit<NodeFormOptions, 'defaultType' | 'onApply'>): Resolver<NodeFormValues, unknown, MenuNode> =>
  (values) => {
    const node = nodeOf(values, original, takenIds);
    const problems = checkNode(node, pagePaths);
    if (takenIds.has(node.id)) problems.push({ field: 'id', message: textOf(MENU_MESSAGES.duplicateId(node.id)) });
    if (problems.length === 0) return { values: node, errors: {} };
    const errors = Object.fromEntries(problems.map(({ field, message }) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<NodeFormValues> };
  };

/**
 * The 'Menu Setting' dialog on react-hook-form: Apply checks the node, puts each problem on its
 * field in the user's language and names the fields in a toast, as the drawers' Save does.
 */
export function useNodeForm(options: NodeFormOptions) {
  const { original, defaultType, onApply } = options;
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const { control, formState, handleSubmit } = useForm<NodeFormValues, unknown, MenuNode>({
    defaultValues: valuesOf(original, defaultType),
    resolver: nodeResolver(options),
  });
  const values = useWatch({ control }) as NodeFormValues;
  const labelOf = (field: string) => t(field === 'title' ? 'dialog.nodeTitle' : `dialog.${field}`);

  return {
    control,
    values,
    labelOf,
    /** A field's problem in the user's language, once Apply was pressed. */
    errorOf: (field: NodeField): string | undefined => {
      const message = formState.errors[field]?.message;
      return message ? problemText({ message }) : undefined;
    },
    apply: handleSubmit(onApply, (errors) => toast.error(checkFieldsMessage(Object.keys(errors), labelOf))),
    /** A node with children must stay a container: the other types are offered but disabled. */
    typeAllowed: (type: NavType) => !original?.children?.length || canHaveChildren(type),
  };
}
