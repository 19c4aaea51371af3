import { useMemo, useRef, useState } from 'react';
import { TOAST_MS } from '../../domain/constants.ts';
import type { Application, MenuNode, MenuPage } from '../../domain/navigation/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { getMenu } from './api/get-menu.ts';
import { getMenuPages } from './api/get-menu-pages.ts';
import { saveMenu } from './api/save-menu.ts';
import { checkMenu, groupProblems, hasProblems, mergeProblems, NO_PROBLEMS, type MenuProblems } from './menu-problems.ts';
import { sameTree } from './menu-tree.ts';

/** The menu of one application and data centre as it was loaded or last saved. */
export interface LoadedMenu {
  appName: string;
  dataCentre: string;
  /** False while nothing was ever saved for this pair: the admin builds the menu from scratch. */
  saved: boolean;
  baseline: MenuNode[];
  pages: MenuPage[];
  pagePaths: ReadonlySet<string>;
}

/**
 * The tree being edited: loaded on Submit, changed locally, stored only on Save (spec 000 §4).
 * Save needs a loaded menu with at least one node, an edit, and no problem the shared menu rules
 * (the same the server applies) can see.
 */
export function useMenuEditor() {
  const [loaded, setLoaded] = useState<LoadedMenu | null>(null);
  const [tree, setTree] = useState<MenuNode[]>([]);
  const [serverProblems, setServerProblems] = useState<MenuProblems>(NO_PROBLEMS);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const lastLoad = useRef(0);

  const dirty = useMemo(() => loaded !== null && !sameTree(tree, loaded.baseline), [tree, loaded]);
  const localProblems = useMemo(() => (loaded ? checkMenu(tree, loaded.pagePaths) : NO_PROBLEMS), [tree, loaded]);
  const problems = useMemo(() => mergeProblems(localProblems, serverProblems), [localProblems, serverProblems]);
  const canSave = loaded !== null && tree.length > 0 && dirty && !saving && !hasProblems(localProblems);

  /** Loads the pair's menu and its page list; resolves to the nodes, or null when the load failed or was superseded. */
  const load = async (application: Application, dataCentre: string): Promise<MenuNode[] | null> => {
    const ticket = ++lastLoad.current;
    setLoading(true);
    try {
      const [menu, pages] = await Promise.all([getMenu(application.projectAppName, dataCentre), getMenuPages(application.id)]);
      if (ticket !== lastLoad.current) return null;
      const nodes = menu?.datasenter.data ?? [];
      const pagePaths = new Set(pages.map((p) => p.path));
      setLoaded({ appName: application.projectAppName, dataCentre, saved: menu !== null, baseline: nodes, pages, pagePaths });
      setTree(nodes);
      setServerProblems(NO_PROBLEMS);
      return nodes;
    } catch (error) {
      if (ticket === lastLoad.current) toast.failure(error);
      return null;
    } finally {
      if (ticket === lastLoad.current) setLoading(false);
    }
  };

  /** Applies a local edit; problems the server reported describe the old tree, so they go. */
  const edit = (change: (nodes: MenuNode[]) => MenuNode[]) => {
    setTree(change);
    setServerProblems(NO_PROBLEMS);
  };

  const save = async () => {
    if (!loaded || !canSave) return;
    const sent = tree;
    setSaving(true);
    try {
      const message = await saveMenu({ appName: loaded.appName, datasenter: { datasenterName: loaded.dataCentre, data: sent } });
      // Edits made while the save ran stay unsaved: the baseline is what the server now holds.
      setLoaded((current) => (current ? { ...current, saved: true, baseline: sent } : current));
      toast.success(message, TOAST_MS.menuSave);
    } catch (error) {
      if (isApiError(error)) setServerProblems(groupProblems(sent, error.fieldErrors));
      toast.failure(error, TOAST_MS.menuSave);
    } finally {
      setSaving(false);
    }
  };

  return { loaded, tree, edit, load, save, loading, saving, dirty, canSave, problems };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
