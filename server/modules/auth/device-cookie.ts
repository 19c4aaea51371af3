import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie: set on every successful sign-in, it names the device (a random id) and the
 * accounts that signed in on it, signed by the server. Failed sign-ins to one of those accounts
 * from this device are counted apart from the account's, so failures made elsewhere (an attacker
 * guessing) never hold up its owner on a device they have used before. httpOnly, so no script
 * reads it; sent only to the sign-in address.
 */
export const DEVICE_COOKIE = 'panel_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A shared terminal keeps the most recent accounts; the cookie stays small. */
const MAX_ACCOUNTS = 20;
const VALUE = /^([A-Za-z0-9_-]{22})\.(\d{1,10}(?:-\d{1,10}){0,19})\.([A-Za-z0-9_-]{43})$/;

export interface KnownDevice {
  id: string;
  userIds: number[];
}

export function deviceCookies(secret: string, path: string) {
  // A key of its own, derived from the server's secret, so a cookie signature is never a token's.
  const key = createHmac('sha256', secret).update('sign-in device cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    /** The device named by a request's Cookie header, when its cookie is there and signed by us. */
    read(cookieHeader: string | undefined): KnownDevice | undefined {
      if (!cookieHeader) return undefined;
      const prefix = `${DEVICE_COOKIE}=`;
      const value = cookieHeader
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(prefix))
        ?.slice(prefix.length);
      const match = value ? VALUE.exec(value) : null;
      if (!match) return undefined;
      const [, id, ids, signature] = match as unknown as [string, string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(`${id}.${ids}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { id, userIds: ids.split('-').map(Number) };
    },

    /** The device after `userId` signed in on it: a new one when there was none. */
    remember(device: KnownDevice | undefined, userId: number): KnownDevice {
      const others = (device?.userIds ?? []).filter((id) => id !== userId);
      return { id: device?.id ?? randomBytes(16).toString('base64url'), userIds: [...others, userId].slice(-MAX_ACCOUNTS) };
    },

    /** The Set-Cookie header value that stores `device`; Secure when the request came over HTTPS. */
    header(device: KnownDevice, secure: boolean): string {
      const payload = `${device.id}.${device.userIds.join('-')}`;
      const value = `${payload}.${sign(payload).toString('base64url')}`;
      return `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
