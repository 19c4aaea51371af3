import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../server/modules/auth-accounts/secret-box.ts';
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  matchTotp,
  otpauthUri,
  timeStep,
  totp,
  type HmacAlgorithm,
} from '../../server/modules/auth-accounts/totp.ts';

// RFC 6238 Appendix B: the seed of each mode is "12345678901234567890" repeated to the hash's size.
const SEEDS: Record<HmacAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const RFC6238: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

// RFC 4226 Appendix D: HOTP of the secret "12345678901234567890" for counters 0 to 9.
const RFC4226 = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

describe('HOTP (RFC 4226)', () => {
  it.each(RFC4226.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotp(SEEDS.sha1, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 Appendix B)', () => {
  it.each(RFC6238)('at %i s: 8 digits in SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SEEDS.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it.each(RFC6238)("at %i s: the 6-digit SHA-1 code is the vector's last six digits", (seconds, sha1) => {
    expect(totp(SEEDS.sha1, seconds * 1000)).toBe(sha1.slice(-6));
  });

  it('counts 30-second steps from the Unix epoch', () => {
    expect(timeStep(59_000)).toBe(1);
    expect(timeStep(1111111109_000)).toBe(0x23523ec);
    expect(timeStep(20000000000_000)).toBe(0x27bc86aa);
    expect(timeStep(29_999)).toBe(0);
    expect(timeStep(30_000)).toBe(1);
  });

  it('agrees with an independent implementation (otplib) on a fresh secret', async () => {
    const secret = generateSecret();
    expect(secret).toHaveLength(20);
    for (const seconds of [0, 59, 1_700_000_000, 1_700_000_029, 1_700_000_030]) {
      expect(totp(secret, seconds * 1000)).toBe(await generate({ secret: base32Encode(secret), epoch: seconds }));
    }
  });
});

describe('matching a code', () => {
  const now = 1_700_000_015_000;
  const step = timeStep(now);

  it('answers the step of the current code and of one step either side, and nothing further', () => {
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step), now)).toBe(step);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step - 1), now)).toBe(step - 1);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step + 1), now)).toBe(step + 1);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step - 2), now)).toBeNull();
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step + 2), now)).toBeNull();
  });

  it('refuses a wrong code, a short one and one of another secret', () => {
    const code = hotp(SEEDS.sha1, step);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(SEEDS.sha1, wrong, now)).toBeNull();
    expect(matchTotp(SEEDS.sha1, code.slice(1), now)).toBeNull();
    expect(matchTotp(generateSecret(), code, now)).toBeNull();
  });
});

describe('base32 (RFC 4648 §10, unpadded)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('%j ⇄ %s', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('reads lower case, padding and spaces, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow("Not a base32 character: '1'");
  });
});

describe('the otpauth URI', () => {
  it('names issuer and account (URI-encoded) and spells out SHA1, 6 digits and 30 s', () => {
    const uri = otpauthUri('Google Workspace', 'ops team@x.ae', Buffer.from('12345678901234567890'));
    expect(uri).toBe(
      'otpauth://totp/Google%20Workspace:ops%20team%40x.ae?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Google%20Workspace&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('the secret box', () => {
  const box = createSecretBox('a'.repeat(40));
  const secret = Buffer.from('12345678901234567890');

  it('seals a secret so that neither its bytes nor its base32 show, and opens it again', () => {
    const sealed = box.seal(secret, 'auth-account:7');
    expect(sealed).not.toContain(base32Encode(secret));
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(sealed).not.toContain(secret.toString('hex'));
    expect(box.open(sealed, 'auth-account:7')).toEqual(secret);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(secret, 'auth-account:7')).not.toBe(sealed);
  });

  it('does not open under another key, for another account, or after tampering', () => {
    const sealed = box.seal(secret, 'auth-account:7');
    expect(createSecretBox('b'.repeat(40)).open(sealed, 'auth-account:7')).toBeNull();
    expect(box.open(sealed, 'auth-account:8')).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(box.open(parts.join('.'), 'auth-account:7')).toBeNull();
    expect(box.open('not sealed', 'auth-account:7')).toBeNull();
  });
});

describe('the QR image', () => {
  it('is a PNG every scanner-grade decoder reads back to the exact URI', async () => {
    const { qrDataUrl } = await import('../../server/modules/auth-accounts/qr-image.ts');
    const { decodeQrPng, pngOfDataUrl } = await import('../support/qr-decode.ts');
    // Enough different secrets and label lengths that a symbol ZXing misreads would turn up.
    for (let i = 0; i < 60; i++) {
      const uri = otpauthUri(
        i % 2 ? 'Google Workspace' : 'Amazon Seller Central',
        `user.${i}@demo.panel${'x'.repeat(i)}`,
        generateSecret(),
      );
      expect(decodeQrPng(pngOfDataUrl(await qrDataUrl(uri)))).toBe(uri);
    }
    // 60 encodes and decodes: about a second on a quiet machine, several under CI's load.
  }, 30_000);
});
