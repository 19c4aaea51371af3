import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { LIST_EVENTS, listChangedSchema, type ListJoinAnswer } from '../../domain/lists/live.ts';
import type { Page } from '../../domain/paging.ts';
import { CurrentPageContext, useCurrentPage } from '../current-page.ts';
import { emitSocket, onSocketEvent, useSocketStatus } from '../socket.ts';

/** What the grid offers when rows changed under the user: how many records, and the button that shows them. */
export interface LiveChanges {
  count: number;
  show: () => void;
}

export interface LiveListOptions<T> {
  /** Whether the list shows rows (a list waiting for its first Search does not listen). */
  enabled: boolean;
  /** The query the rows on screen are cached under. */
  queryKey: QueryKey;
  /** Loads the page on screen again (same filter, paging and order). */
  load: (signal: AbortSignal) => Promise<Page<T>>;
  /** The page on screen. */
  shown: Page<T> | undefined;
  /** The list's own load is running (a save's invalidation, another page): a live reload waits for it. */
  busy: boolean;
  rowId: (row: T) => string;
}

/** The row's own id: `id`, else the spec's `Id`. */
export const defaultRowId = (row: unknown): string => {
  const record = row as { id?: unknown; Id?: unknown } | null;
  return String(record?.id ?? record?.Id ?? '');
};

/** The page the list is on; outside a router (a hook's own test) only a page given by context, else none. */
function useListPage(): string | null {
  const [inRouter] = useState(useInRouterContext());
  const given = useContext(CurrentPageContext);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed for the list's life (above)
  return inRouter ? useCurrentPage() : given;
}

interface RoomMember {
  /** When the member's rows began loading. */
  since: () => number;
  heard: (stale: boolean) => void;
}

// The lists in a page's room, by page: two lists on one screen share the room; the last one leaves it.
const members = new Map<string, Set<RoomMember>>();

/** Joins the page's room for every list in it, asking about the oldest rows among them. */
function join(page: string, room: Set<RoomMember>): void {
  if (members.get(page) !== room || room.size === 0) return;
  const oldest = Math.min(...[...room].map((member) => member.since()));
  const age = Math.max(0, Math.round(Date.now() - oldest));
  emitSocket(LIST_EVENTS.join, { page, age }, (raw: unknown) => {
    const answer = raw as ListJoinAnswer | undefined;
    if (answer?.ok) for (const member of members.get(page) ?? []) member.heard(answer.stale);
  });
}

/**
 * Keeps the list in its page's room while connected. A join tells the server how long ago the rows
 * on screen began loading; a write in between was not heard, so the answer says whether to load
 * again (a socket that connects after the first rows, a reconnect after an outage).
 */
function useListRoom(page: string | null, enabled: boolean, since: () => number, onStale: () => void): void {
  const connected = useSocketStatus((s) => s.status === 'connected');
  const latest = useRef({ since, onStale });
  latest.current = { since, onStale };
  useEffect(() => {
    if (!connected || !enabled || page === null) return;
    const member: RoomMember = { since: () => latest.current.since(), heard: (stale) => stale && latest.current.onStale() };
    const room = members.get(page) ?? new Set();
    members.set(page, room);
    room.add(member);
    // Rooms are per connection: a reconnect runs this again and joins again, once the lists of the
    // same render are all in (a microtask later).
    if (room.size === 1) queueMicrotask(() => join(page, room));
    return () => {
      room.delete(member);
      if (room.size > 0) return;
      members.delete(page);
      emitSocket(LIST_EVENTS.leave, { page });
    };
  }, [page, enabled, connected]);
}

const sameRows = <T>(a: readonly T[], b: readonly T[], rowId: (row: T) => string) =>
  a.length === b.length && a.every((row, i) => rowId(row) === rowId(b[i]!));

/**
 * Live lists (issue 43): the list joins its page's room; when rows of the page change elsewhere it
 * reloads its page in the background. The same rows in the same order take the new values in place;
 * rows that would move, appear or go stay as they are until the user asks (`LiveChanges.show`), so
 * nothing re-sorts under the pointer. Scroll, selection and an open drawer stay either way.
 */
export function useLiveList<T>({ enabled, queryKey, load, shown, busy, rowId }: LiveListOptions<T>): LiveChanges | undefined {
  const page = useListPage();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<{ page: Page<T>; count: number } | null>(null);

  // The latest of what the handlers read, without making them change on every render.
  const latest = useRef({ queryKey, load, shown, busy, rowId });
  latest.current = { queryKey, load, shown, busy, rowId };
  const keyText = JSON.stringify(queryKey);
  // The records changed since the rows on screen were loaded, and the page this hook put there itself.
  const changed = useRef(new Set<string>());
  const applied = useRef<Page<T> | undefined>(undefined);
  const reloading = useRef(false);
  const again = useRef(false);
  // When the rows on screen began loading, at the latest: a new query key's load starts after the
  // render that makes it; a live reload notes its own start.
  const loadedSince = useRef(Date.now());
  const sinceKey = useRef(keyText);
  if (sinceKey.current !== keyText) {
    sinceKey.current = keyText;
    loadedSince.current = Date.now();
  }

  const put = useCallback(
    (next: Page<T>) => {
      applied.current = next;
      changed.current.clear();
      setWaiting(null);
      queryClient.setQueryData(latest.current.queryKey, next);
    },
    [queryClient],
  );

  const reload = useCallback(async () => {
    if (reloading.current || latest.current.busy) {
      again.current = true;
      return;
    }
    reloading.current = true;
    again.current = false;
    const startedOn = JSON.stringify(latest.current.queryKey);
    const startedAt = Date.now();
    try {
      const fresh = await latest.current.load(new AbortController().signal);
      const now = latest.current;
      // Another page, filter or order came meanwhile: its own load shows it.
      if (JSON.stringify(now.queryKey) !== startedOn || !now.shown) return;
      loadedSince.current = startedAt;
      if (sameRows(now.shown.records, fresh.records, now.rowId)) put(fresh);
      else setWaiting({ page: fresh, count: Math.max(1, changed.current.size) });
    } catch {
      // A failed background reload leaves the rows as they are; the next change tries again.
    } finally {
      reloading.current = false;
      if (again.current) void reload();
    }
  }, [put]);

  useEffect(
    () =>
      onSocketEvent(LIST_EVENTS.changed, (raw) => {
        const parsed = listChangedSchema.safeParse(raw);
        if (!parsed.success || parsed.data.page !== page || !enabled) return;
        const { entity, ids } = parsed.data;
        if (ids.length === 0) changed.current.add(`${entity}:#${changed.current.size}`);
        for (const id of ids) changed.current.add(`${entity}:${id}`);
        void reload();
      }),
    [page, enabled, reload],
  );

  useListRoom(
    page,
    enabled,
    () => loadedSince.current,
    () => void reload(),
  );

  // A reload asked for while the list's own load ran goes once that load is done.
  useEffect(() => {
    if (!busy && again.current && !reloading.current) void reload();
  }, [busy, reload]);

  // Rows the list loaded itself (a save's invalidation, another page or filter) replace what waited.
  useEffect(() => {
    if (shown === applied.current) return;
    applied.current = undefined;
    changed.current.clear();
    setWaiting(null);
  }, [shown, keyText]);

  const show = useCallback(() => {
    if (waiting) put(waiting.page);
  }, [waiting, put]);
  return waiting ? { count: waiting.count, show } : undefined;
}
