import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/** The page (navigation entry) the route on screen belongs to, set by the router around each page. */
export const CurrentPageContext = createContext<string | null>(null);

/**
 * The navigation entry of the screen: the page's own path even when its address carries a
 * parameter (`/apps/products-view/101` is the page `/apps/products-view`), else the address.
 */
export function useCurrentPage(): string {
  const page = useContext(CurrentPageContext);
  const { pathname } = useLocation();
  return page ?? pathname;
}
