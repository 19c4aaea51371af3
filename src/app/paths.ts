/** Paths the shell itself routes to (spec 000 §2). */
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/pages/errors/error-404';
