import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import type { SavedView } from '../../domain/lists/views.ts';
import { KIT_NS } from '../kit-i18n.ts';
import { toast } from '../toast.ts';
import { ownNames, readView, writeView, type AddressRules, type ListView } from './address-codec.ts';
import { useListKey, type ListKey } from './list-key.ts';
import { useSavedViews, type SavedViews } from './use-saved-views.ts';
import { namesAny, ownQuery, withQuery } from './view-query.ts';

/** Where a list keeps its view: the address (`prefix` before its names where a page shows two lists), or nowhere (false). */
export type AddressOption<F> = false | Partial<Pick<AddressRules<F>, 'prefix' | 'codecs' | 'problemsOf'>>;

/** A list's saved views beside its address: what the Views menu shows and does. */
export interface ListMemory {
  key: ListKey;
  views: SavedViews;
  /** The list's own query in the address now: what Save view as… keeps. */
  query: string;
  /** The view last applied (chosen, or the default): what Save overwrites. */
  applied: SavedView | undefined;
  /** Shows a view: its query in place of the list's, as a new history entry. */
  apply: (view: SavedView) => void;
  /** Marks a view applied without changing the address (one just saved from it). */
  markApplied: (view: SavedView) => void;
}

export interface ViewState<F> {
  view: ListView<F>;
  /** The view came from the address (a reload, a shared link, back or forward). */
  fromAddress: boolean;
  /** Shows `next`; in the address, as a new history entry unless `replace`. */
  setView: (next: ListView<F>, options?: { replace?: boolean }) => void;
  /** False until the user's saved views are known and the default one is in the address: the list waits to fetch. */
  ready: boolean;
  /** The saved views of a list kept in the address on one of the spec's pages. */
  memory?: ListMemory;
}

/** The view in component state, for a list the address does not hold (one inside a drawer, or outside a router). */
function useLocalView<F>(fallback: ListView<F>): ViewState<F> {
  const [view, setLocal] = useState(fallback);
  return { view, fromAddress: false, ready: true, setView: useCallback((next: ListView<F>) => setLocal(next), []) };
}

/**
 * Where the default view stands: `waiting` for the saved views, `applying` until the address holds
 * it, `done` (applied, none, or the address named a view of its own). Once done, never again for
 * the list's life: a Clear shows the list's first view, not the default again.
 */
type DefaultPhase = 'waiting' | 'applying' | 'done';

/**
 * The view in the address's query: read on every render, so a reload, a link and the back and
 * forward buttons all show what the address says. A value that cannot be read falls back to the
 * first view's, with a short notice, and the address is corrected in place; nothing unreadable
 * reaches the server. An address naming nothing of the list gets the user's default saved view
 * (replacing the address) before the list's first fetch.
 */
function useAddressView<F>(rules: AddressRules<F>, resource: string | undefined): ViewState<F> {
  const { t } = useTranslation(KIT_NS);
  const [params, setParams] = useSearchParams();
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for the list's life
  const names = useMemo(() => ownNames(rules.empty, rules.prefix), []);
  const addressNamed = names.some((n) => params.has(n));

  const key = useListKey(rules.prefix, resource);
  const views = useSavedViews(key);
  const fallbackDefault = views.defaultView && namesAny(views.defaultView.query, names) ? views.defaultView : undefined;
  const [phase, setPhase] = useState<DefaultPhase>(() => (addressNamed || (views.ready && !fallbackDefault) ? 'done' : 'waiting'));
  const [applying, setApplying] = useState<string | null>(null);
  // The default is shown from the render that knows it, while the address catches up: the first
  // fetch asks for it at once, and under the same key as once the address holds it.
  const candidate = phase === 'waiting' && views.ready && !addressNamed ? (fallbackDefault?.query ?? null) : null;
  const shownDefault = phase === 'applying' && !addressNamed ? applying : candidate;

  const read = useMemo(
    () => readView(shownDefault === null ? params : withQuery(params, shownDefault, names), rulesRef.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text stands for the params
    [query, shownDefault],
  );
  const viewRef = useRef(read.view);
  viewRef.current = read.view;

  const setView = useCallback(
    (next: ListView<F>, { replace = false } = {}) => setParams((current) => writeView(current, next, rulesRef.current), { replace }),
    [setParams],
  );

  const unreadable = read.unreadable.join(',');
  useEffect(() => {
    if (!unreadable) return;
    toast.info(t('table.addressFallback'));
    setView(viewRef.current, { replace: true });
  }, [unreadable, setView, t]);

  const [appliedId, setAppliedId] = useState<number | undefined>();
  useEffect(() => {
    if (phase === 'waiting' && views.ready) {
      if (candidate !== null && fallbackDefault) {
        setAppliedId(fallbackDefault.id);
        setApplying(candidate);
        setParams((current) => withQuery(current, candidate, names), { replace: true });
        setPhase('applying');
      } else setPhase('done');
    } else if (phase === 'applying' && addressNamed) setPhase('done');
  }, [phase, views.ready, candidate, fallbackDefault, addressNamed, names, setParams]);

  const apply = useCallback(
    (view: SavedView) => {
      setAppliedId(view.id);
      setParams((current) => withQuery(current, view.query, names));
    },
    [setParams, names],
  );
  const memory = key
    ? {
        key,
        views,
        query: ownQuery(params, names, `${rules.prefix}page`),
        applied: views.views.find((v) => v.id === appliedId),
        apply,
        markApplied: (view: SavedView) => setAppliedId(view.id),
      }
    : undefined;

  return { view: read.view, fromAddress: read.named, setView, ready: phase === 'done' || views.ready, memory };
}

// A hook chosen once per list: whether a list keeps its view in the address never changes while it is shown.
export function useListView<F>(
  address: AddressOption<F>,
  rules: Omit<AddressRules<F>, 'prefix'>,
  /** The list's resource: with the page, the key its saved views are kept under. */
  resource?: string,
): ViewState<F> {
  const inRouter = useInRouterContext();
  const [inAddress] = useState(() => address !== false && inRouter);
  const options = address || {};
  return inAddress
    ? // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed for the list's life (above)
      useAddressView(
        {
          ...rules,
          prefix: options.prefix ?? '',
          codecs: options.codecs ?? rules.codecs,
          problemsOf: options.problemsOf ?? rules.problemsOf,
        },
        resource,
      )
    : // eslint-disable-next-line react-hooks/rules-of-hooks
      useLocalView(rules.fallback);
}
