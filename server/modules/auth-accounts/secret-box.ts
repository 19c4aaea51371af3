import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals TOTP secrets for the database with AES-256-GCM under a key derived from SECRETS_KEY, which
 * lives outside the database (DATA_DIR/secrets-key or the environment): a dump alone reveals no
 * secret. Each sealed value is bound to its account (`context`), so copying one row's secret onto
 * another row does not open, and names the key it was sealed with, so a changed key is recognised.
 */
export interface SecretBox {
  seal(secret: Uint8Array, context: string): string;
  /** The secret, or null when the value was sealed under another key or was tampered with. */
  open(sealed: string, context: string): Buffer | null;
}

const FORMAT = 'v1';
const IV_BYTES = 12;

export function createSecretBox(masterKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'auth-accounts/totp-secret/v1', 32));
  const keyId = createHmac('sha256', key).update('key-id').digest('base64url').slice(0, 10);

  return {
    seal(secret, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(secret), cipher.final()]);
      return [FORMAT, keyId, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [format, sealedKeyId, iv, body, tag, ...rest] = sealed.split('.');
      if (format !== FORMAT || sealedKeyId !== keyId || !iv || !body || !tag || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
