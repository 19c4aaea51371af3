import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TOAST_MS } from '../../domain/constants.ts';
import type { StaleConflict } from '../../domain/envelope.ts';
import type { Application, MenuNode, MenuPage } from '../../domain/navigation/contracts.ts';
import { isApiError } from '../../lib/api-error.ts';
import { offerUndo } from '../../lib/history/offer-undo.ts';
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
  /** The stored menu's row id (its History) and revision (what a save is based on); null before the pair's first save. */
  id: number | null;
  revision: number | null;
  nodes: MenuNode[];
  pages: MenuPage[];
}

async function loadMenu({ application, dataCentre }: MenuChoice, signal: AbortSignal): Promise<LoadedMenu> {
  const [menu, pages] = await Promise.all([getMenu(application.projectAppName, dataCentre, signal), getMenuPages(application.id, signal)]);
  return {
    appName: application.projectAppName,
    dataCentre,
    saved: menu !== null,
    id: menu?.id ?? null,
    revision: menu?.revision ?? null,
    nodes: menu?.datasenter.data ?? [],
    pages,
  };
}

/** The resource of stored menus: an Undo of a save loads the menu on screen again. */
export const MENUS_RESOURCE = 'menus';

/** What was done to one load: it counts while the menu on screen is that load, and is gone once another arrives. */
interface Edits {
  loadedAt: number;
  tree: MenuNode[];
  /** What the server holds after a save made on this load. */
  baseline?: MenuNode[];
  /** The stored menu's id and revision after a save made on this load: the next save is based on them. */
  stored?: { id: number; revision: number };
  /** A save refused because someone saved the menu since it was loaded: who, when, their revision and menu. */
  stale?: StaleConflict;
  serverProblems: MenuProblems;
}

/**
 * The tree being edited: loaded on Submit, changed locally, stored only on Save (spec 000 §4).
 * Save needs a loaded menu with at least one node, an edit, and no problem the shared menu rules
 * (the same the server applies) can see; `saveBlocker` says which of these is missing. A save is
 * based on the revision loaded (or last saved here): one over someone else's save since is refused
 * and the edits kept, with their name and time, Load theirs and Overwrite; a save's toast offers Undo.
 */
export function useMenuEditor() {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<MenuChoice | null>(null);
  const query = useQuery({
    queryKey: queryKeys.whole(MENUS_RESOURCE, choice && { appName: choice.application.projectAppName, dataCentre: choice.dataCentre }),
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
    mutationFn: ({ menu, sent, revision }: { menu: LoadedMenu; sent: MenuNode[]; at: number; revision: number | null }) =>
      saveMenu({ appName: menu.appName, datasenter: { datasenterName: menu.dataCentre, data: sent } }, revision),
    onSuccess: ({ message, data }, { sent, at }) => {
      // Edits made while the save ran stay unsaved: the baseline is what the server now holds.
      const stored = { id: data.id, revision: data.revision };
      setEdits((e) => (e?.loadedAt === at ? { ...e, baseline: sent, stored, stale: undefined } : e));
      offerUndo(message, { entity: 'menu', ...stored }, queryClient, [MENUS_RESOURCE]);
    },
    onError: (error, { sent, at }) => {
      if (isApiError(error) && error.stale) {
        // Nothing was changed; the edits stay, beside who saved since and when.
        const stale = error.stale;
        setEdits((e) => (e?.loadedAt === at ? { ...e, stale } : e));
        toast.error(error.message, TOAST_MS.menuSave);
        return;
      }
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

  /** The revision the next save is based on: the last save's here, else the load's (null: the pair's first menu). */
  const revision = current?.stored?.revision ?? loaded?.revision ?? null;
  const save = (basis: number | null = revision) => {
    if (!loaded || saveBlocker || saving.isPending) return;
    saving.mutate({ menu: loaded, sent: tree, at: loadedAt, revision: basis });
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
    /** Loads the pair on screen again (after a refused save: their menu, the edits dropped). */
    reload: () => void query.refetch(),
    loading: query.isFetching,
    tree,
    edit,
    save: () => save(),
    /** The stored menu's row id, for its History; null until the pair has a menu. */
    menuId: current?.stored?.id ?? loaded?.id ?? null,
    /** The save refused because someone saved since, until another save or load. */
    stale: current?.stale ?? null,
    /** Saves these edits over the other person's save, through its revision. */
    overwrite: () => {
      if (current?.stale) save(current.stale.revision);
    },
    saving: saving.isPending,
    dirty,
    canSave: saveBlocker === null && !saving.isPending,
    saveBlocker,
    problems,
  };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
