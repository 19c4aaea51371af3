// First: zod's locale and settings, before any schema is built (the seed CLI reads the config without the app).
import '../src/domain/zod-config.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_CENTRE, DEFAULT_TIME_ZONE } from '../src/domain/constants.ts';

/** Default password of the demo users when DEMO_PASSWORD is not set (README and start-up log show it). */
export const DEFAULT_DEMO_PASSWORD = 'Demo@2121';

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** Parses '12h', '30m', '7d', '45s' or plain seconds into seconds. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's') as keyof typeof UNIT_SECONDS];
  return seconds > 0 ? seconds : undefined;
}

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Seals the authenticator accounts' TOTP secrets in the database; kept outside it on purpose.
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .default('12h')
    .transform((v, ctx) => {
      const seconds = parseDuration(v);
      if (seconds === undefined) {
        ctx.addIssue({ code: 'custom', message: "must be a duration like '12h', '30m' or '3600'" });
        return z.NEVER;
      }
      return seconds;
    }),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  LEGACY_ADMIN_URL: optionalUrl(['http://', 'https://']),
  WMS_URL: optionalUrl(['http://', 'https://']),
  DATA_CENTRE: z.string().regex(/^[a-z]{2,10}$/, 'must be a lower-case data centre code such as uae').default(DEFAULT_DATA_CENTRE),
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine((tz) => isTimeZone(tz), { message: 'must be an IANA time zone such as Asia/Dubai' }),
  DEMO_PASSWORD: z.string().min(3, 'must be at least 3 characters').default(DEFAULT_DEMO_PASSWORD),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  // Only behind a reverse proxy that sets X-Forwarded-For; otherwise a client could pick its own
  // address and slip past the per-address sign-in limit.
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  // Sign-ins a minute from one address. A warehouse whose handhelds share one NAT address signs
  // them all in at the start of a shift: raise it there.
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
});

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'SECRETS_KEY'> & { JWT_SECRET: string; SECRETS_KEY: string };

/** Thrown with one line per bad variable, so the operator sees every problem at once. */
export class ConfigError extends Error {}

/** Reads and checks the environment; a missing JWT_SECRET or SECRETS_KEY is generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = resolve(config.DATA_DIR);
  return {
    ...config,
    DATA_DIR: dataDir,
    JWT_SECRET: config.JWT_SECRET ?? persistedSecret(dataDir),
    SECRETS_KEY: config.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets-key'),
  };
}

function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
