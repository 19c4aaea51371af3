import { SERVICES, servicePrefix, type ServiceName } from '../domain/services.ts';

declare global {
  interface ImportMetaEnv {
    /** Origin of the API server; empty means the origin the app was served from. */
    readonly VITE_API_ORIGIN?: string;
  }
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** Per-service override from the build environment, e.g. VITE_API_PIM_URL=https://pim.example.com/api/pim. */
function envServiceBase(service: ServiceName): string | undefined {
  const env = import.meta.env as Record<string, string | undefined>;
  const value = env[`VITE_API_${service.toUpperCase()}_URL`];
  return value ? trimSlash(value) : undefined;
}

let origin = trimSlash(import.meta.env.VITE_API_ORIGIN ?? '');
const overrides: Partial<Record<ServiceName, string>> = {};

/**
 * One base address per back-end service (DESIGN.md §4). Today one server answers all of them, so
 * every base defaults to `<origin>/api/<service>`; a deployment that splits them sets overrides.
 */
export const apiConfig = {
  get origin(): string {
    return origin;
  },
  get services(): Record<ServiceName, string> {
    return Object.fromEntries(SERVICES.map((s) => [s, serviceBase(s)])) as Record<ServiceName, string>;
  },
};

/** Points every service without an override at another origin (tests use the real server's). */
export function setApiOrigin(value: string): void {
  origin = trimSlash(value);
}

/** Sets (or with `undefined` removes) the base address of one service. */
export function setServiceBase(service: ServiceName, base: string | undefined): void {
  if (base === undefined) delete overrides[service];
  else overrides[service] = trimSlash(base);
}

export function serviceBase(service: ServiceName): string {
  return overrides[service] ?? envServiceBase(service) ?? `${origin}${servicePrefix(service)}`;
}

/**
 * Maps a shared API path (src/domain/services.ts) onto the configured address: the service prefix
 * is replaced by that service's base, paths outside any service go to the origin.
 */
export function resolveApiUrl(path: string): string {
  if (!path.startsWith('/')) return path;
  for (const service of SERVICES) {
    const prefix = servicePrefix(service);
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return serviceBase(service) + path.slice(prefix.length);
    }
  }
  return origin + path;
}
