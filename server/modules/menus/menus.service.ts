import { APP_NAME } from '../../../src/domain/constants.ts';
import type { FieldError } from '../../../src/domain/envelope.ts';
import type {
  AccessLevel,
  Application,
  DataCentre,
  MenuNode,
  MenuPage,
  StoredMenu,
  UserMenuReply,
} from '../../../src/domain/navigation/contracts.ts';
import { buildUserNavigation, levelOnPage, menuPages, validateMenu } from '../../../src/domain/navigation/menu-rules.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import * as repo from './menus.repository.ts';

export const MENU_SAVED = 'Menu saved successfully';

/** Who asks for a menu: enough to tell the level held on each page. */
export interface MenuViewer {
  isAdmin: boolean;
  grants: ReadonlyMap<string, AccessLevel>;
  dataCentre: string;
}

const noApplication = (what: string) => new HttpError(404, `No application ${what}`);
const noDataCentre = (appName: string, dataCentre: string) =>
  new HttpError(404, `Application '${appName}' has no data centre '${dataCentre}'`);

/** The signed-in user's navigation for their data centre, and their level on every page they hold. */
export async function userMenu(db: Db, viewer: MenuViewer): Promise<UserMenuReply> {
  const levelOf = (path: string) => levelOnPage(viewer.isAdmin, viewer.grants, path);
  const access: Record<string, AccessLevel> = {};
  for (const { path } of menuPages()) {
    const level = levelOf(path);
    if (level) access[path] = level;
  }
  const stored = await repo.findMenu(db, APP_NAME, viewer.dataCentre);
  return { navigation: stored ? buildUserNavigation(stored, levelOf) : [], access };
}

export async function applications(db: Db): Promise<Application[]> {
  const rows = await repo.listApplications(db);
  return rows.map((r) => ({ id: r.id, projectAppName: r.project_app_name }));
}

export async function dataCentres(db: Db, appId: number): Promise<DataCentre[]> {
  if (!(await repo.findApplicationById(db, appId))) throw noApplication(`with id ${appId}`);
  const rows = await repo.listDataCentres(db, appId);
  return rows.map((r) => ({ datasenterName: r.name }));
}

/** Pages a node may link to; the same catalogue for every application of this panel. */
export async function pages(db: Db, appId: number): Promise<MenuPage[]> {
  if (!(await repo.findApplicationById(db, appId))) throw noApplication(`with id ${appId}`);
  return menuPages();
}

/** The stored menu of a pair, or null when none was saved yet; 404 when the pair does not exist. */
export async function loadMenu(db: Db, appName: string, dataCentre: string): Promise<StoredMenu | null> {
  const data = await repo.findMenu(db, appName, dataCentre);
  if (data) return { appName, datasenter: { datasenterName: dataCentre, data } };
  const missing = await missingPair(db, appName, dataCentre);
  if (missing) throw missing;
  return null;
}

/** Checks and stores a menu; answers 400 naming the first problem, 404 for an unknown pair. */
export async function saveMenu(db: Db, menu: StoredMenu, by: number): Promise<void> {
  const { appName, datasenter } = menu;
  const errors = validateMenu(datasenter.data, new Set(menuPages().map((p) => p.path)));
  if (errors.length > 0) throw new HttpError(400, describeProblems(errors), errors);
  if (await repo.upsertMenu(db, appName, datasenter.datasenterName, datasenter.data, by)) return;
  // Only a pair deleted between the upsert and this check gets the generic answer.
  throw (await missingPair(db, appName, datasenter.datasenterName)) ?? new HttpError(409, 'The menu could not be saved; try again');
}

/** Stores the same menu for an application's data centres, creating them as needed (seed). */
export async function seedMenus(db: Db, appName: string, dataCentreNames: string[], data: MenuNode[]): Promise<void> {
  await repo.ensureApplication(db, appName, dataCentreNames);
  for (const name of dataCentreNames) await repo.upsertMenu(db, appName, name, data, null);
}

/** The 404 that says which half of an application / data centre pair does not exist, if any. */
async function missingPair(db: Db, appName: string, dataCentre: string): Promise<HttpError | undefined> {
  const app = await repo.findApplicationByName(db, appName);
  if (!app) return noApplication(`named '${appName}'`);
  if (!(await repo.dataCentreExists(db, app.id, dataCentre))) return noDataCentre(appName, dataCentre);
  return undefined;
}

function describeProblems(errors: FieldError[]): string {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more ${errors.length === 2 ? 'problem' : 'problems'})` : '';
  return `${first?.field}: ${first?.message}${more}`;
}
