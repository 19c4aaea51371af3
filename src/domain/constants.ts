/** Constants from spec 000 §9 and §8, shared by the server and the client. */
export const APP_VERSION = '2.1.21';
export const APP_NAME = 'adminpanel';
export const DEFAULT_DATA_CENTRE = 'uae';
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

export const PAGE_SIZES = [10, 50, 100, 200, 500, 700, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a grid may ask for, and the larger cap for lookups (DESIGN.md §4). */
export const MAX_GRID_PAGE_SIZE = 1000;
export const MAX_LOOKUP_PAGE_SIZE = 10000;

export const LANGUAGES = ['en', 'tr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Toast durations in milliseconds (spec 000 §8). */
export const TOAST_MS = {
  default: 2000,
  menuSave: 3000,
  productFrame: 4000,
  orderFailure: 4000,
  login: 6000,
  snackbar: 4000,
} as const;

/** Local storage key of the session token (spec 000 §4). */
export const TOKEN_STORAGE_KEY = 'jwt_access_token';

/** Login form: each field needs this many characters (spec 000 §5). */
export const LOGIN_MIN_LENGTH = 3;

/** Shown when a user has no photo (spec 000 §3 "photoURL with default avatar if empty"). */
export const DEFAULT_AVATAR_URL = '/avatar-default.svg';
