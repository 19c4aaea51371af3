import type { ComponentType } from 'react';
import type { Language } from '../domain/constants.ts';
import type { PagePath } from '../domain/pages.ts';

/** A screen of the spec: its page (grants and menus name it) and its component, loaded on first visit. */
export interface FeaturePage {
  page: PagePath;
  load: () => Promise<ComponentType>;
  /** 'device': the warehouse handheld's compact frame instead of the office layout (the default). */
  frame?: 'office' | 'device';
  /** Path segments after the page's path, as react-router writes them (`:pid?`); grants still name the page. */
  params?: string;
}

/**
 * What a feature tells the app shell, exported once from its index.ts and listed once in
 * src/app/features.ts: its screens (code loaded lazily) and its strings' namespace.
 */
export interface FeatureDescriptor {
  pages: readonly FeaturePage[];
  i18n?: { namespace: string; resources: Record<Language, object> };
}
