import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ColumnLayout } from '../../domain/lists/layout.ts';
import { LIST_VIEW_PATHS, savedViewSchema, type SavedView } from '../../domain/lists/views.ts';
import { requestReply } from '../api-client.ts';
import type { ListKey } from './list-key.ts';
import { listMemoryKeys, memoryUser, viewsQuery } from './list-memory-queries.ts';

/** What a view keeps besides its list: the fields of Save view as… and of each change. */
export interface ViewFields {
  name: string;
  query: string;
  layout: ColumnLayout | null;
  isDefault: boolean;
  published: boolean;
}

export interface SavedViews {
  /** The views are known (or could not be loaded): until then a list neither fetches nor paints. */
  ready: boolean;
  /** The user's own views of the list and the published ones, by name. */
  views: SavedView[];
  /** The user's default view of the list, else the published default. */
  defaultView: SavedView | undefined;
  /** Asks the server again (another browser may have saved one). */
  refresh: () => void;
  /** Each answers the server's message; a refusal throws its ApiError (a taken name names the field). */
  create: (fields: ViewFields) => Promise<{ message: string; view: SavedView }>;
  change: (view: SavedView, fields: Partial<ViewFields>) => Promise<string>;
  remove: (view: SavedView) => Promise<string>;
}

const NONE: SavedView[] = [];

/** The default among `views`: the user's own first, then the one published for everyone. */
export const defaultOf = (views: readonly SavedView[]) =>
  views.find((v) => v.mine && v.isDefault) ?? views.find((v) => v.published && v.isDefault && !v.mine);

/** The saved views of one list (`key`; none: the list remembers nothing), loaded once per session. */
export function useSavedViews(key: ListKey | null): SavedViews {
  const queryClient = useQueryClient();
  const user = memoryUser();
  const enabled = key !== null && user !== '';
  const query = useQuery({ ...viewsQuery(user), enabled });
  const all = query.data ?? NONE;
  const page = key?.page;
  const list = key?.list;
  const views = useMemo(() => all.filter((v) => v.page === page && v.list === list), [all, page, list]);
  const defaultView = useMemo(() => defaultOf(views), [views]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: listMemoryKeys.views(user) }), [queryClient, user]);
  const send = useCallback(
    async (config: Parameters<typeof requestReply>[0]) => {
      const reply = await requestReply(config, savedViewSchema);
      await reload();
      return reply;
    },
    [reload],
  );

  return {
    ready: !enabled || query.isSuccess || query.isError,
    views,
    defaultView,
    refresh: () => void reload(),
    create: async (fields) => {
      const { data, message } = await send({ method: 'POST', url: LIST_VIEW_PATHS.views, data: { page, list, ...fields } });
      return { message, view: data };
    },
    change: async (view, fields) => {
      const { message } = await send({
        method: 'PUT',
        url: `${LIST_VIEW_PATHS.views}/${view.id}`,
        data: {
          name: view.name,
          query: view.query,
          layout: view.layout,
          isDefault: view.isDefault,
          published: view.published,
          ...fields,
          revision: view.revision,
        },
      });
      return message;
    },
    remove: async (view) => {
      const { message } = await requestReply({
        method: 'DELETE',
        url: `${LIST_VIEW_PATHS.views}/${view.id}`,
        params: { revision: view.revision },
      });
      await reload();
      return message;
    },
  };
}
