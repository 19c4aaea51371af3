/**
 * A saved view's query: the list's own names of the address (its filter, page size and order; not
 * the page, a view starts at page 1), and the address with a view's query put in their place.
 */

/** The list's own part of `params`, without its page, as query text. */
export function ownQuery(params: URLSearchParams, names: readonly string[], pageName: string): string {
  return new URLSearchParams([...params].filter(([name]) => names.includes(name) && name !== pageName)).toString();
}

/** Whether `query` names anything of the list. */
export const namesAny = (query: string, names: readonly string[]) => [...new URLSearchParams(query).keys()].some((n) => names.includes(n));

/** `params` with the list's own names replaced by those of `query`; another list's names and unknown ones are left alone or dropped. */
export function withQuery(params: URLSearchParams, query: string, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  for (const [name, value] of new URLSearchParams(query)) if (names.includes(name)) next.set(name, value);
  return next;
}
