import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_SETTINGS } from '../../../src/domain/auth-accounts/contracts.ts';

/**
 * HOTP (RFC 4226) and TOTP (RFC 6238) on node:crypto. The product issues HMAC-SHA1, 30-second,
 * 6-digit codes (what authenticator apps assume); SHA-256/512 are here for the RFC's test vectors.
 */
export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 in any case, with or without padding and spaces; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: '${char}'`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (160 bits, the HMAC-SHA1 block RFC 4226 recommends). */
export const generateSecret = (): Buffer => randomBytes(TOTP_SETTINGS.secretBytes);

/** RFC 4226 §5.3: HMAC of the 8-byte counter, dynamic truncation, the low `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP_SETTINGS.digits, algorithm: HmacAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238 §4.2: T = floor((now - T0) / X), T0 = 0). */
export const timeStep = (timeMs: number, period: number = TOTP_SETTINGS.period): number => Math.floor(timeMs / 1000 / period);

/** The TOTP code at an instant. */
export function totp(
  key: Uint8Array,
  timeMs: number,
  options: { digits?: number; period?: number; algorithm?: HmacAlgorithm } = {},
): string {
  return hotp(key, timeStep(timeMs, options.period), options.digits, options.algorithm);
}

/** Compares two codes in time that does not depend on where they differ. */
function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The (latest) time step whose code `code` is, looking `window` steps either side of now (clock drift and
 * a code typed as it rolls over), or null. Every candidate is computed and compared, so the answer
 * takes the same time whichever step matched.
 */
export function matchTotp(key: Uint8Array, code: string, timeMs: number, window = 1): number | null {
  const now = timeStep(timeMs);
  let matched: number | null = null;
  for (let step = now - window; step <= now + window; step++) {
    // The latest match wins: for replay checks a later step is the one that can still be fresh.
    if (sameCode(hotp(key, step), code)) matched = step;
  }
  return matched;
}

/**
 * The otpauth:// URI an authenticator app scans (Google's Key Uri Format): label `issuer:account`
 * with each part URI-encoded, the secret in base32, and the parameters spelled out.
 */
export function otpauthUri(issuer: string, accountCode: string, secret: Uint8Array): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountCode)}`;
  const params = [
    `secret=${base32Encode(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    `algorithm=${TOTP_SETTINGS.algorithm}`,
    `digits=${TOTP_SETTINGS.digits}`,
    `period=${TOTP_SETTINGS.period}`,
  ];
  return `otpauth://totp/${label}?${params.join('&')}`;
}
