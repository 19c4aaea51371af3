/**
 * Back-end services of the spec's configuration (DESIGN.md §4). One server serves them all under
 * `/api/<service>`; the client keeps one base address per service so a deployment can split them.
 */
export const SERVICES = ['adminpanel', 'pim', 'stock', 'shipment', 'customer', 'files'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const servicePrefix = (service: ServiceName) => `/api/${service}`;

/** Paths the client and server agree on for the platform's own calls. */
export const API_PATHS = {
  login: '/api/adminpanel/user/login',
  tokenLogin: '/api/adminpanel/user/token',
  register: '/api/auth/register',
  userUpdate: '/api/auth/user/update',
  clientConfig: '/api/config',
  health: '/api/health',
  docs: '/api/docs',
} as const;
