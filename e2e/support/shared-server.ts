import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the specs share, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Password of the seeded demo users (admin, office, operator, warehouse) on that server. */
    demoPassword: string;
  }
}

/** The server global-setup started for the specs to share. */
export function sharedServer() {
  return { baseUrl: inject('baseUrl'), demoPassword: inject('demoPassword') };
}
