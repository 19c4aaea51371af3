import { addNamespaces, i18n } from './i18n-core.ts';
import { namespaces } from './i18n-namespaces.ts';

// The office panel: every namespace, so each screen finds its strings at once.
addNamespaces(namespaces);

export { i18n };
