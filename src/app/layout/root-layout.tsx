import { Outlet } from 'react-router-dom';

/**
 * The top of every route: today only an outlet. The shell's global pieces that need the router
 * (shortcuts, page search, settings drawer) belong here.
 */
export function RootLayout() {
  return <Outlet />;
}
