import { CurrentPageContext } from '../lib/current-page.ts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasRole, useSession } from '../features/auth/index.ts';
import { usePageAccess, usePageLevel } from '../lib/page-access.ts';
import { isSafeRedirect } from '../lib/navigation.ts';
import { UnauthorizedPage } from './pages/unauthorized-page.tsx';
import { landingPath, LOGIN_PATH } from './paths.ts';

/** What /login remembers about the page a signed-out user tried to open (spec 000 §2). */
interface LoginState {
  redirectUrl?: string;
}

const useSignedIn = () => useSession((s) => s.status === 'signed-in' && hasRole(s.user));

/** Signed-in routes: anyone else goes to /login with the attempted path remembered as redirectUrl. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const state: LoginState = { redirectUrl: location.pathname + location.search + location.hash };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}

/** The signed-in user's landing page (landingPath); routes render after the user's pages are known. */
const useLandingPath = () => usePageAccess(landingPath);

/** Guest-only routes (/login, /register): a signed-in user goes on to the remembered page or their landing page. */
export function GuestOnly() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const landing = useLandingPath();
  if (!signedIn) return <Outlet />;
  const redirectUrl = (location.state as LoginState | null)?.redirectUrl;
  return <Navigate to={isSafeRedirect(redirectUrl) ? redirectUrl : landing} replace />;
}

/** '/': the signed-in user's landing page; a guest signs in first and lands there after (no page remembered). */
export function LandingRedirect() {
  const signedIn = useSignedIn();
  const landing = useLandingPath();
  return <Navigate to={signedIn ? landing : LOGIN_PATH} replace />;
}

/**
 * A screen of the spec: shown when the user holds at least L1 on its page (the navigation entry
 * for the path, spec 000 §6), else the 'NOT AUTHORIZED' view. The server checks the same grants.
 */
export function RequirePage({ page }: { page: string }) {
  const level = usePageLevel(page);
  return level ? (
    <CurrentPageContext.Provider value={page}>
      <Outlet />
    </CurrentPageContext.Provider>
  ) : (
    <UnauthorizedPage />
  );
}
