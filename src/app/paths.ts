/** Paths the shell itself routes to (spec 000 §2). */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const LOGOUT_PATH = '/logout';
/** Signs out at once, without the 'Logging out..' page. */
export const AUTH_LOGOUT_PATH = '/auth/logout';
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/pages/errors/error-404';
export const SERVER_ERROR_PATH = '/pages/errors/error-500';
export const UNAUTHORIZED_PATH = '/pages/errors/error-401';
/** The language menu's 'Learn More'. */
export const LANGUAGE_DOCS_PATH = '/documentation/configuration/multi-language';
