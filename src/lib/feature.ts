import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Language } from '../domain/constants.ts';
import type { EntityName } from '../domain/history/entities.ts';
import type { PagePath } from '../domain/pages.ts';
import type { Catalogue } from '../domain/words/words.ts';
import type { EntityLabels } from './history/entity-labels.ts';

/** A screen of the spec: its page (grants and menus name it) and its component, loaded on first visit. */
export interface FeaturePage {
  page: PagePath;
  load: () => Promise<ComponentType>;
  /** 'device': the warehouse handheld's compact frame instead of the office layout (the default). */
  frame?: 'office' | 'device';
  /** Path segments after the page's path, as react-router writes them (`:pid?`); grants still name the page. */
  params?: string;
  /**
   * Starts fetching what the page shows first, with its code, when the app starts on its address
   * with a session: the data arrive while the shell and the page load instead of after they render.
   */
  preload?: (address: PageAddress, queryClient: QueryClient) => Promise<unknown> | void;
}

/** The address a page was opened at: its `params` segments by name, and its query string. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * What a feature tells the app shell, exported once from its index.ts and listed once in
 * src/app/features.ts: its screens (code loaded lazily) and its strings' namespace.
 */
export interface FeatureDescriptor {
  pages: readonly FeaturePage[];
  i18n?: { namespace: string; resources: Record<Language, object> };
  /** The catalogues of server words (src/domain/<area>/words.ts) its screens also say themselves: registered as namespaces. */
  words?: readonly Catalogue[];
  /** The records its screens edit, tracked by the change log: where the Audit Log finds their names and field labels (keys in `i18n`). */
  entities?: Partial<Record<EntityName, EntityLabels>>;
}
