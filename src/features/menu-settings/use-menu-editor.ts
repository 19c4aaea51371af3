import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TOAST_MS } from '../../domain/constants.ts';
import type { Application, MenuNode, MenuPage } from '../../domain/navigation/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { toast } from '../../lib/toast.ts';
import { getMenu } from './api/get-menu.ts';
import { getMenuPages } from './api/get-menu-pages.ts';
import { saveMenu } from './api/save-menu.ts';
import { checkMenu, groupProblems, hasProblems, mergeProblems, NO_PROBLEMS, type MenuProblems } from './menu-problems.ts';
import { sameTree } from './menu-tree.ts';

/** The application and data centre whose menu Submit asked for. */
export interface MenuChoice {
  application: Application;
  dataCentre: string;
}

/** The menu of one application and data centre as it was loaded, with the pages its nodes may open. */
interface LoadedMenu {
  appName: string;
  dataCentre: string;
  /** False while nothing was ever saved for this pair: the admin builds the menu from scratch. */
  saved: boolean;
  nodes: MenuNode[];
  pages: MenuPage[];
}

async function loadMenu({ application, dataCentre }: MenuChoice, signal: AbortSignal): Promise<LoadedMenu> {
  const [menu, pages] = await Promise.all([getMenu(application.projectAppName, dataCentre, signal), getMenuPages(application.id, signal)]);
  return { appName: application.projectAppName, dataCentre, saved: menu !== null, nodes: menu?.datasenter.data ?? [], pages };
}

/** What was done to one load: it counts while the menu on screen is that load, and is gone once another arrives. */
interface Edits {
  loadedAt: number;
  tree: MenuNode[];
  /** What the server holds after a save made on this load. */
  baseline?: MenuNode[];
  serverProblems: MenuProblems;
}

/**
 * The tree being edited: loaded on Submit, changed locally, stored only on Save (spec 000 §4).
 * Save needs a loaded menu with at least one node, an edit, and no problem the shared menu rules
 * (the same the server applies) can see; `saveBlocker` says which of these is missing.
 */
export function useMenuEditor() {
  const [choice, setChoice] = useState<MenuChoice | null>(null);
  const query = useQuery({
    queryKey: queryKeys.whole('menus', choice && { appName: choice.application.projectAppName, dataCentre: choice.dataCentre }),
    queryFn: ({ signal }) => loadMenu(choice as MenuChoice, signal),
    enabled: choice !== null,
    // The menu on screen stays while another loads; every Submit reads the stored menu afresh, so none is kept for later.
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  const loaded = query.data ?? null;
  const loadedAt = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  const [edits, setEdits] = useState<Edits | null>(null);
  // A save belongs to the load it was made on (`at`); what it sent becomes that load's baseline.
  const saving = useMutation({
    mutationFn: ({ menu, sent }: { menu: LoadedMenu; sent: MenuNode[]; at: number }) =>
      saveMenu({ appName: menu.appName, datasenter: { datasenterName: menu.dataCentre, data: sent } }),
    onSuccess: (message, { sent, at }) => {
      // Edits made while the save ran stay unsaved: the baseline is what the server now holds.
      setEdits((e) => (e?.loadedAt === at ? { ...e, baseline: sent } : e));
      toast.success(message, TOAST_MS.menuSave);
    },
    onError: (error, { sent, at }) => {
      if (isApiError(error)) {
        const serverProblems = groupProblems(sent, error.fieldErrors);
        setEdits((e) => (e?.loadedAt === at ? { ...e, serverProblems } : e));
      }
      toast.failure(error, TOAST_MS.menuSave);
    },
  });

  const current = edits?.loadedAt === loadedAt ? edits : null;
  const baseline = current?.baseline ?? loaded?.nodes ?? [];
  const tree = current?.tree ?? baseline;
  const pagePaths = useMemo(() => new Set(loaded?.pages.map((p) => p.path)), [loaded]);
  const dirty = loaded !== null && !sameTree(tree, baseline);
  const localProblems = useMemo(() => (loaded ? checkMenu(tree, pagePaths) : NO_PROBLEMS), [tree, loaded, pagePaths]);
  const problems = mergeProblems(localProblems, current?.serverProblems ?? NO_PROBLEMS);

  const saveBlocker: 'noMenu' | 'empty' | 'unchanged' | 'problems' | null = !loaded
    ? 'noMenu'
    : tree.length === 0
      ? 'empty'
      : !dirty
        ? 'unchanged'
        : hasProblems(localProblems)
          ? 'problems'
          : null;

  /** Applies a local edit; problems the server reported describe the old tree, so they go. */
  const edit = (change: (nodes: MenuNode[]) => MenuNode[]) =>
    setEdits((e) => {
      const base = e?.loadedAt === loadedAt ? e : { loadedAt, tree, serverProblems: NO_PROBLEMS };
      return { ...base, tree: change(base.tree), serverProblems: NO_PROBLEMS };
    });

  const save = () => {
    if (!loaded || saveBlocker || saving.isPending) return;
    saving.mutate({ menu: loaded, sent: tree, at: loadedAt });
  };

  return {
    loaded: loaded && { ...loaded, saved: loaded.saved || current?.baseline !== undefined, pagePaths },
    /** Changes whenever a load arrives: what depends on the tree as loaded (which branches are open) starts again. */
    loadedAt,
    /** Loads the chosen pair's menu; the same pair again reads it afresh. */
    load: (next: MenuChoice) => {
      const same = choice?.application.id === next.application.id && choice.dataCentre === next.dataCentre;
      if (same) void query.refetch();
      else setChoice(next);
    },
    loading: query.isFetching,
    tree,
    edit,
    save,
    saving: saving.isPending,
    dirty,
    canSave: saveBlocker === null && !saving.isPending,
    saveBlocker,
    problems,
  };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
