import type { FeaturePage } from '../lib/feature.ts';
import { FEATURES } from './features.ts';

/** A screen of the spec with its lazily loaded component (see FeaturePage). */
export type FeatureRoute = FeaturePage;

/**
 * Every screen the panel has, from the features' descriptors; each area loads as its own chunk on
 * first visit. The shell guards them with the user's level on the page (RequirePage).
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = FEATURES.flatMap((feature) => feature.pages);
