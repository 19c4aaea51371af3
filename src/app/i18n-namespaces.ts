import { ruleBuilderResources, RULE_BUILDER_NS } from '../components/rule-builder/rule-builder-i18n.ts';
import { registerEntityLabels } from '../lib/history/entity-labels.ts';
import { fieldWords } from '../domain/words/field-words.ts';
import { kitResources, KIT_NS } from '../lib/kit-i18n.ts';
import { appResources, APP_NS } from './app-i18n.ts';
import { FEATURES } from './features.ts';
import { startNamespaces, type Namespaces } from './i18n-core.ts';
import { navResources } from './navigation/nav-i18n.ts';
import { NAV_NS } from './navigation/use-nav-title.ts';
import { settingsResources, SETTINGS_NS } from './settings/settings-i18n.ts';

/** Every namespace: the shared ones, the shell's, the office kit's (and its rule builder's), and each feature's from its descriptor. */
export const namespaces: Namespaces = {
  // The server's catalogues a feature shows itself (a client-side check in the server's words). A
  // namespace of the client's own with the same name wins: it includes the catalogue (sign-in's 'auth').
  ...Object.fromEntries(FEATURES.flatMap(({ words }) => (words ?? []).map((catalogue) => [catalogue.ns, catalogue]))),
  ...startNamespaces,
  [APP_NS]: appResources,
  [NAV_NS]: navResources,
  [SETTINGS_NS]: settingsResources,
  [KIT_NS]: kitResources,
  // The shared field rules' words, which the office forms say themselves (the device's start carries none).
  [fieldWords.ns]: fieldWords,
  [RULE_BUILDER_NS]: ruleBuilderResources,
  ...Object.fromEntries(FEATURES.flatMap(({ i18n }) => (i18n ? [[i18n.namespace, i18n.resources]] : []))),
};

// The Audit Log names any feature's records and fields: each feature says where its words are.
for (const { i18n, entities } of FEATURES) if (i18n && entities) registerEntityLabels(i18n.namespace, entities);
