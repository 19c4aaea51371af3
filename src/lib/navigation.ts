type Navigate = (to: string) => void;

// Until the router registers itself, a full page load is the only way to move.
let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Lets code outside React (stores, the API client) move the router; the app registers it. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** An in-app path that is safe to navigate to after sign-in (never another origin). */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
