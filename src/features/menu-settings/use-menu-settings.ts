import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MenuNode } from '../../domain/navigation/contracts.ts';
import { useLeaveGuard } from '../../lib/form/use-leave-guard.ts';
import type { TreeContext } from './components/tree-context.ts';
import { addNode, collectIds, findNode, moveNode, removeNode, updateNode } from './menu-tree.ts';
import { nodeDomId } from './node-dom-id.ts';
import { useExpansion } from './use-expansion.ts';
import { useFindMenu } from './use-find-menu.ts';
import { useMenuEditor } from './use-menu-editor.ts';
import { useTreeSearch } from './use-tree-search.ts';

/** What the Menu Setting dialog is open for: a new node (top level when parentId is null) or an existing one. */
type DialogTarget = { kind: 'add'; parentId: string | null } | { kind: 'edit'; id: string };

/** Everything the Menu Settings page shows and does; the page only lays it out. */
export function useMenuSettings() {
  const find = useFindMenu();
  const editor = useMenuEditor();
  const expansion = useExpansion();
  const search = useTreeSearch(editor.tree, expansion.expand);
  const guard = useLeaveGuard(editor.dirty);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const { tree, edit } = editor;

  const loadChosen = () => {
    if (find.application && find.dataCentre) editor.load({ application: find.application, dataCentre: find.dataCentre });
  };

  // A menu just loaded: no search, and the top level open; deeper branches on demand or when a search reaches into them.
  const { loadedAt } = editor;
  useEffect(() => {
    search.setQuery('');
    expansion.reset(tree.filter((n) => n.children?.length).map((n) => n.id));
    // Only a new load starts the tree's view again, not an edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedAt]);

  /** Submit loads the chosen pair; unsaved edits of the current menu are dropped only after asking. */
  const submit = () => {
    if (editor.dirty) setAskDiscard(true);
    else loadChosen();
  };

  const applyDialog = (node: MenuNode) => {
    if (!dialog) return;
    if (dialog.kind === 'add') {
      edit((nodes) => addNode(nodes, dialog.parentId, node));
      if (dialog.parentId) expansion.expand([dialog.parentId]);
    } else {
      edit((nodes) => updateNode(nodes, dialog.id, node));
      // A renamed id keeps its branch open.
      if (node.id !== dialog.id && expansion.expanded.has(dialog.id)) expansion.expand([node.id]);
    }
    setDialog(null);
  };

  /** Reorders among siblings and keeps keyboard focus on the moved node's arrows. */
  const move = (id: string, delta: -1 | 1) => {
    flushSync(() => edit((nodes) => moveNode(nodes, id, delta)));
    const same = document.getElementById(nodeDomId(id, delta < 0 ? 'up' : 'down'));
    const other = document.getElementById(nodeDomId(id, delta < 0 ? 'down' : 'up'));
    (same && !same.hasAttribute('disabled') ? same : other)?.focus();
  };

  const ctx: TreeContext = {
    nodes: tree,
    expanded: expansion.expanded,
    toggle: expansion.toggle,
    matches: search.matches,
    currentId: search.currentId,
    problems: editor.problems,
    edit: (id) => setDialog({ kind: 'edit', id }),
    addChild: (parentId) => setDialog({ kind: 'add', parentId }),
    remove: setDeleting,
    move,
  };

  const editing = dialog?.kind === 'edit' ? findNode(tree, dialog.id) : undefined;
  const takenIds = useMemo(() => {
    const ids = collectIds(tree);
    if (editing) ids.delete(editing.id);
    return ids;
  }, [tree, editing]);

  return {
    find,
    editor,
    search,
    guard,
    ctx,
    submit,
    addTopLevel: () => setDialog({ kind: 'add', parentId: null }),
    nodeDialog: dialog && {
      key: dialog.kind === 'edit' ? `edit:${dialog.id}` : `add:${dialog.parentId ?? ''}`,
      original: editing,
      defaultType: dialog.kind === 'add' && dialog.parentId ? ('item' as const) : ('group' as const),
      takenIds,
      apply: applyDialog,
      close: () => setDialog(null),
    },
    deleteDialog: {
      open: deleting !== null,
      confirm: () => {
        if (deleting) edit((nodes) => removeNode(nodes, deleting));
      },
      close: () => setDeleting(null),
    },
    discardDialog: {
      open: askDiscard,
      confirm: () => loadChosen(),
      close: () => setAskDiscard(false),
    },
  };
}
