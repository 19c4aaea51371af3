import { PAGES, type PageDef } from '../../domain/pages.ts';

/** Pages a grant can name (administrator pages cannot be granted), grouped by area in catalogue order. */
export const GRANTABLE_AREAS: { area: string; pages: PageDef[] }[] = PAGES.filter((p: PageDef) => !p.adminOnly).reduce<
  { area: string; pages: PageDef[] }[]
>((groups, page) => {
  const group = groups.find((g) => g.area === page.area);
  if (group) group.pages.push(page);
  else groups.push({ area: page.area, pages: [page] });
  return groups;
}, []);

/** The same pages in the order the drawer shows them. */
export const GRANTABLE_PAGES: readonly PageDef[] = GRANTABLE_AREAS.flatMap(({ pages }) => pages);
