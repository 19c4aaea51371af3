// First: zod's locale and settings, before any schema is built (the seed CLI reads the config without the app).
import '../src/domain/zod-config.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../src/domain/auth/password-rules.ts';
import { DEFAULT_DATA_CENTRE, DEFAULT_TIME_ZONE } from '../src/domain/constants.ts';
import { DEFAULT_DATA_CENTRE_ZONES, parseDataCentreZones } from '../src/domain/data-centres.ts';
import { isGuessable, isWeakKey } from './shared/password-strength.ts';

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
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => (v ? v : undefined)),
    )
    .check(
      z.refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
        message: `must start with ${protocols.join(' or ')}`,
      }),
    );

/** A duration setting ('45m', '12h', '7d' or seconds), read as seconds. */
const duration = (fallback: string) =>
  z.pipe(
    z._default(z.string(), fallback),
    z.transform((v, ctx) => {
      const seconds = parseDuration(v);
      if (seconds === undefined) {
        ctx.issues.push({ code: 'custom', message: "must be a duration like '12h', '30m' or '3600'", input: v });
        return z.NEVER;
      }
      return seconds;
    }),
  );

/** A comma-separated list of http(s) origins, read as their normalised origins ('' is none). */
const originList = z.pipe(
  z._default(z.string(), ''),
  z.transform((v, ctx) => {
    const origins: string[] = [];
    for (const item of v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!url || !originOnly || !['http:', 'https:'].includes(url.protocol)) {
        ctx.issues.push({ code: 'custom', message: `'${item}' is not an origin such as http://images.internal:8080`, input: v });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  }),
);

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 8080),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  // Seals the authenticator accounts' TOTP secrets in the database; kept outside it on purpose.
  SECRETS_KEY: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  TOKEN_TTL: duration('12h'),
  // A session's absolute length: token refreshes within it never carry it further.
  SESSION_MAX: duration('7d'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  LEGACY_ADMIN_URL: optionalUrl(['http://', 'https://']),
  WMS_URL: optionalUrl(['http://', 'https://']),
  DATA_CENTRE: z._default(
    z.string().check(z.regex(/^[a-z]{2,10}$/, 'must be a lower-case data centre code such as uae')),
    DEFAULT_DATA_CENTRE,
  ),
  TIME_ZONE: z
    ._default(z.string(), DEFAULT_TIME_ZONE)
    .check(z.refine((tz) => isTimeZone(tz), { message: 'must be an IANA time zone such as Asia/Dubai' })),
  // The zone of each data centre ('uae=Asia/Dubai,ksa=Asia/Riyadh'); DATA_CENTRE's own is TIME_ZONE.
  DATA_CENTRE_ZONES: z.pipe(
    z._default(z.string(), ''),
    z.transform((text, ctx) => {
      const zones = parseDataCentreZones(text);
      const bad = zones ? Object.values(zones).find((zone) => !isTimeZone(zone)) : text;
      if (bad !== undefined) {
        ctx.issues.push({ code: 'custom', input: text, message: 'must be code=Zone pairs such as uae=Asia/Dubai,ksa=Asia/Riyadh' });
        return z.NEVER;
      }
      return { ...DEFAULT_DATA_CENTRE_ZONES, ...zones };
    }),
  ),
  DEMO_PASSWORD: z._default(z.string().check(z.minLength(3, 'must be at least 3 characters')), DEFAULT_DEMO_PASSWORD),
  SEED: z._default(z.enum(['demo', 'none']), 'demo'),
  // How many of the newest demo products get pictures: 60 during the first start, the rest once the
  // server listens; each product's two cost about 15 ms (docs/decisions.md "Demo product pictures").
  SEED_IMAGES: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 2000),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: z._default(z.string(), './dist'),
  // Only behind a reverse proxy that sets X-Forwarded-For; otherwise a client could pick its own
  // address and slip past the per-address sign-in limit.
  TRUST_PROXY: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  // Sign-ins a minute from one address. A warehouse whose handhelds share one NAT address signs
  // them all in at the start of a shift: raise it there.
  // The image URL check refuses private, loopback and link-local addresses; these origins (an image
  // server on the company's own network) are let through all the same. Empty unless set.
  IMAGE_URL_ALLOWED_PRIVATE_ORIGINS: originList,
  LOGIN_LIMIT_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 30),
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
  const problems = secretProblems(config);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = resolve(config.DATA_DIR);
  return {
    ...config,
    DATA_DIR: dataDir,
    JWT_SECRET: config.JWT_SECRET ?? persistedSecret(dataDir),
    SECRETS_KEY: config.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets-key'),
  };
}

/**
 * Keys and the first administrator's password that an attacker could guess. The demo users'
 * password is a demo's (SEED=demo); with SEED=none it is the real administrator's.
 */
function secretProblems(config: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  for (const name of ['JWT_SECRET', 'SECRETS_KEY'] as const) {
    const key = config[name];
    if (key !== undefined && isWeakKey(key))
      problems.push(`${name}: is guessable (words or a pattern); use a random value, e.g. \`openssl rand -base64 48\``);
  }
  if (config.JWT_SECRET !== undefined && config.JWT_SECRET === config.SECRETS_KEY)
    problems.push('SECRETS_KEY: must differ from JWT_SECRET');
  if (config.SEED === 'none') {
    if (config.DEMO_PASSWORD.length < PASSWORD_MIN_LENGTH)
      problems.push(`DEMO_PASSWORD: the administrator's password (SEED=none) must be at least ${PASSWORD_MIN_LENGTH} characters`);
    else if (isGuessable(config.DEMO_PASSWORD, ['admin']))
      problems.push("DEMO_PASSWORD: the administrator's password (SEED=none) is too easy to guess");
  }
  return problems;
}

function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
