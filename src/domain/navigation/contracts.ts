import { z } from 'zod/mini';
import { revisionField } from '../history/history.ts';
import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { menusWords } from './words.ts';

const w = wordsIn<typeof menusWords>('menus');

/** Navigation item types (spec 000 §3 "Navigation item", §9 "Menu node types"). */
export const NAV_TYPES = ['group', 'collapse', 'item', 'link', 'divider'] as const;
export type NavType = (typeof NAV_TYPES)[number];

/** Types the Menu Setting dialog offers (spec 000 §3 "Menu node"); dividers come from the stored menu only. */
export const MENU_NODE_TYPES = ['link', 'group', 'item', 'collapse'] as const;

/** Types that open a page: they carry a url and have `exact` set (spec 000 §3). */
export const PAGE_NODE_TYPES: readonly NavType[] = ['item', 'link'];

/** Limits of a stored menu: enough for every screen of the spec many times over, small enough to check. */
export const MENU_LIMITS = { maxNodes: 500, maxDepth: 6, maxTitle: 100, maxId: 100 } as const;

export const navBadgeSchema = z.object({
  title: z.string().check(z.maxLength(20)),
  bg: z.optional(z.string().check(z.maxLength(30))),
  fg: z.optional(z.string().check(z.maxLength(30))),
});
export type NavBadge = z.infer<typeof navBadgeSchema>;

/** One node of a stored menu, as Menu Settings edits it and the server keeps it. */
export interface MenuNode {
  id: string;
  title: string;
  translate?: string;
  type: NavType;
  icon?: string;
  url?: string;
  exact?: boolean;
  target?: '_blank' | '_self';
  badge?: NavBadge;
  children?: MenuNode[];
}

export const menuNodeSchema: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string().check(z.trim(), z.minLength(1, textOf(w('rules.idRequired'))), z.maxLength(MENU_LIMITS.maxId)),
    title: z.string().check(z.trim(), z.maxLength(MENU_LIMITS.maxTitle)),
    translate: z.optional(z.string().check(z.maxLength(MENU_LIMITS.maxTitle))),
    type: z.enum(NAV_TYPES),
    icon: z.optional(z.string().check(z.maxLength(60))),
    url: z.optional(z.string().check(z.maxLength(300))),
    exact: z.optional(z.boolean()),
    target: z.optional(z.enum(['_blank', '_self'])),
    badge: z.optional(navBadgeSchema),
    children: z.optional(z.array(menuNodeSchema)),
  }),
);

/** A navigation entry of `user/menu_v2`: a menu node with the roles that may see it (spec 000 §6). */
export interface NavItem extends Omit<MenuNode, 'children'> {
  /** 'L1' when the user may open it; 'L1' and 'L2' when the user may also change data there. */
  auth: string[];
  children?: NavItem[];
}

export const navItemSchema: z.ZodMiniType<NavItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    translate: z.optional(z.string()),
    type: z.enum(NAV_TYPES),
    icon: z.optional(z.string()),
    url: z.optional(z.string()),
    exact: z.optional(z.boolean()),
    target: z.optional(z.enum(['_blank', '_self'])),
    badge: z.optional(navBadgeSchema),
    auth: z.array(z.string()),
    children: z.optional(z.array(navItemSchema)),
  }),
);

export const accessLevelSchema = z.enum(['L1', 'L2']);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/**
 * Reply of `user/menu_v2`: the user's navigation (entries the user may not see are absent) and the
 * level the user holds on every page, including pages the menu does not list, so route guards and
 * greyed controls agree with the server.
 */
export const userMenuReplySchema = z.object({
  navigation: z.array(navItemSchema),
  access: z.record(z.string(), accessLevelSchema),
});
export type UserMenuReply = z.infer<typeof userMenuReplySchema>;

/** Menu Settings: an application (spec 000 §3 "Application"). */
export const applicationSchema = z.object({ id: z.int(), projectAppName: z.string() });
export type Application = z.infer<typeof applicationSchema>;

/** Menu Settings: a data centre of an application (spec 000 §3 "Data centre"). */
export const dataCentreSchema = z.object({
  datasenterName: z.string(),
  /** The zone its users' days and times are in (Asia/Dubai, Asia/Riyadh). */
  timeZone: z.optional(z.string()),
});
export type DataCentre = z.infer<typeof dataCentreSchema>;

/** Menu Settings: a page a node may link to, chosen by path. */
export const menuPageSchema = z.object({ path: z.string(), title: z.string() });
export type MenuPage = z.infer<typeof menuPageSchema>;

/** The stored menu of one application and data centre (load reply and save body, spec 000 §7). */
export const storedMenuSchema = z.object({
  appName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  datasenter: z.object({
    datasenterName: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    data: z.array(menuNodeSchema).check(z.maxLength(MENU_LIMITS.maxNodes)),
  }),
});
export type StoredMenu = z.infer<typeof storedMenuSchema>;

/**
 * Save body: the menu, and the revision of the stored menu it was edited from. A pair with a stored
 * menu needs it (a save from an older read is refused, 409); the first save of a pair has none.
 */
export const menuSaveRequestSchema = z.object({ menu: storedMenuSchema, revision: z.optional(revisionField()) });
export type MenuSaveRequest = z.infer<typeof menuSaveRequestSchema>;

/** A stored menu as load and save answer it: the menu, its row id (History, Undo) and its revision. */
export const savedMenuSchema = z.extend(storedMenuSchema, { id: z.int(), revision: z.int() });
export type SavedMenu = z.infer<typeof savedMenuSchema>;

/** Load query: `?appName&datasenter`. */
export const menuLoadQuerySchema = z.object({
  appName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  datasenter: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});

/** Load reply: the stored menu with its id and revision, or null when none was saved yet for that pair. */
export const menuLoadReplySchema = z.nullable(savedMenuSchema);

/** Realtime events of the user room (DESIGN.md §6). */
export const USER_EVENTS = {
  /** The user's menu or grants changed: reload `user/menu_v2`. */
  menuChanged: 'menu:changed',
  /** The account was disabled: sign out now. */
  sessionRevoked: 'session:revoked',
} as const;

/** One recent change by the signed-in user, as the quick panel lists it. */
export const activityEntrySchema = z.object({
  /** ISO-8601 UTC. */
  at: z.string(),
  method: z.string(),
  /** The route pattern, e.g. `/api/adminpanel/users/:id/grants`. */
  route: z.string(),
  /** The page the route serves, when it serves one. */
  page: z.nullable(z.string()),
  pageTitle: z.nullable(z.string()),
  statusCode: z.int(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** How many recent changes the quick panel shows. */
export const QUICK_PANEL_ACTIVITY_LIMIT = 10;

/** Quick panel data (spec 000 §7; its reply is not shown there): today where staff work, and the user's latest changes. */
export const quickPanelReplySchema = z.object({
  /** `YYYY-MM-DD` in `timeZone`. */
  today: z.string(),
  timeZone: z.string(),
  activity: z.array(activityEntrySchema).check(z.maxLength(QUICK_PANEL_ACTIVITY_LIMIT)),
});
export type QuickPanelReply = z.infer<typeof quickPanelReplySchema>;
