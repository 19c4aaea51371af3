import { PAGES, findPage } from '../pages.ts';
import { wordsIn, type Msg } from '../words/words.ts';
import { MENU_LIMITS, PAGE_NODE_TYPES, type AccessLevel, type MenuNode, type MenuPage, type NavItem, type NavType } from './contracts.ts';
import type { menusWords } from './words.ts';

/**
 * The dashboard is not a grantable page (spec 000 §2: /dashboard is level1, open to every
 * signed-in user), but menus link to it, so it is a page a node may point at.
 */
export const DASHBOARD_PATH = '/dashboard';

/** The pages a menu node may open: the dashboard and every page of the catalogue. */
export function menuPages(): MenuPage[] {
  return [{ path: DASHBOARD_PATH, title: 'Dashboard' }, ...PAGES.map((p) => ({ path: p.path, title: p.title }))];
}

const w = wordsIn<typeof menusWords>('menus');

/** Messages of the menu checks (src/domain/navigation/words.ts); the Menu Setting dialog shows the same words. */
export const MENU_MESSAGES = {
  titleRequired: w('titleRequired'),
  duplicateId: (id: string) => w('duplicateId', { id }),
  urlRequired: w('urlRequired'),
  unknownPage: (url: string) => w('unknownPage', { url }),
  urlNotAllowed: (type: NavType) => w(`urlNotAllowed.${type}`),
  exactRequired: w('exactRequired'),
  childrenNotAllowed: (type: NavType) => w(`childrenNotAllowed.${type}`),
  tooDeep: w('tooDeep', { max: MENU_LIMITS.maxDepth }),
  tooMany: w('tooMany', { max: MENU_LIMITS.maxNodes }),
} as const;

/** A problem of a menu: the path of the field at fault (`data[2].children[0].title`) and what is wrong with it. */
export interface MenuProblem {
  field: string;
  message: Msg;
}

const CONTAINER_TYPES: readonly NavType[] = ['group', 'collapse'];
const opensPage = (type: NavType) => PAGE_NODE_TYPES.includes(type);

/**
 * Checks a menu before it is stored. Answers every problem with the path of the field at fault
 * (`data[2].children[0].title`), so Menu Settings can point at the node; empty when the menu is fine.
 */
export function validateMenu(nodes: MenuNode[], pagePaths: ReadonlySet<string>): MenuProblem[] {
  const errors: MenuProblem[] = [];
  const seenIds = new Set<string>();
  let count = 0;

  const visit = (list: MenuNode[], prefix: string, depth: number) => {
    list.forEach((node, index) => {
      const at = `${prefix}[${index}]`;
      count += 1;
      if (depth > MENU_LIMITS.maxDepth) {
        errors.push({ field: at, message: MENU_MESSAGES.tooDeep });
        return; // its descendants are too deep as well; one message per branch is enough
      }
      // A divider is a line, not an entry: it has nothing to title.
      if (node.type !== 'divider' && !node.title.trim()) errors.push({ field: `${at}.title`, message: MENU_MESSAGES.titleRequired });
      if (seenIds.has(node.id)) errors.push({ field: `${at}.id`, message: MENU_MESSAGES.duplicateId(node.id) });
      seenIds.add(node.id);

      if (opensPage(node.type)) {
        if (!node.url) errors.push({ field: `${at}.url`, message: MENU_MESSAGES.urlRequired });
        else if (!pagePaths.has(node.url)) errors.push({ field: `${at}.url`, message: MENU_MESSAGES.unknownPage(node.url) });
        if (node.exact !== true) errors.push({ field: `${at}.exact`, message: MENU_MESSAGES.exactRequired });
      } else if (node.url !== undefined) {
        errors.push({ field: `${at}.url`, message: MENU_MESSAGES.urlNotAllowed(node.type) });
      }

      if (node.children?.length) {
        if (CONTAINER_TYPES.includes(node.type)) visit(node.children, `${at}.children`, depth + 1);
        else errors.push({ field: `${at}.children`, message: MENU_MESSAGES.childrenNotAllowed(node.type) });
      }
    });
  };

  visit(nodes, 'data', 1);
  if (count > MENU_LIMITS.maxNodes) errors.unshift({ field: 'data', message: MENU_MESSAGES.tooMany });
  return errors;
}

/** The `auth` list of an entry the user sees at `level` (spec 000 §6: L2 enables greyed controls). */
export const authFor = (level: AccessLevel): string[] => (level === 'L2' ? ['L1', 'L2'] : ['L1']);

/**
 * The navigation one user sees: entries whose page the user may not open are absent, groups and
 * collapses stay only while a visible entry remains inside, and dividers only separate visible
 * entries (none leading, trailing or doubled).
 */
export function buildUserNavigation(nodes: MenuNode[], levelOf: (url: string) => AccessLevel | null): NavItem[] {
  const kept: NavItem[] = [];
  for (const node of nodes) {
    const { children, ...fields } = node;
    if (opensPage(node.type)) {
      const level = node.url ? levelOf(node.url) : null;
      if (level) kept.push({ ...fields, auth: authFor(level) });
    } else if (CONTAINER_TYPES.includes(node.type)) {
      const inner = buildUserNavigation(children ?? [], levelOf);
      if (inner.length > 0) kept.push({ ...fields, auth: ['L1'], children: inner });
    } else {
      kept.push({ ...fields, auth: ['L1'] });
    }
  }
  return kept.filter((item, i) => {
    if (item.type !== 'divider') return true;
    const previous = kept[i - 1];
    const hasEntryAfter = kept.slice(i + 1).some((next) => next.type !== 'divider');
    return previous !== undefined && previous.type !== 'divider' && hasEntryAfter;
  });
}

/**
 * The level a user holds on a page: administrators L2 everywhere; others what they were granted,
 * nothing on administrator pages whatever a grant says, and L1 on the dashboard.
 */
export function levelOnPage(isAdmin: boolean, grants: ReadonlyMap<string, AccessLevel>, path: string): AccessLevel | null {
  if (isAdmin) return 'L2';
  if (path === DASHBOARD_PATH) return 'L1';
  if (findPage(path)?.adminOnly) return null;
  return grants.get(path) ?? null;
}

/** True when `held` is enough for `needed` (L2 includes L1). */
export const levelSatisfies = (held: AccessLevel | null, needed: AccessLevel): boolean =>
  held === 'L2' || (held === 'L1' && needed === 'L1');
