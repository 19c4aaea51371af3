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
  /** Sign-out: ends the session of the token sent. */
  logout: '/api/adminpanel/user/logout',
  register: '/api/auth/register',
  userUpdate: '/api/auth/user/update',
  clientConfig: '/api/config',
  health: '/api/health',
  docs: '/api/docs',
  quickPanel: '/api/quick-panel/data',
  /** The signed-in user's navigation and page levels (spec 000 §7 "Navigation menu"). */
  userMenu: '/api/adminpanel/user/menu_v2',
  /** Menu Settings (spec 000 §7): applications; data centres and pages take `/{appId}`. */
  menuApplications: '/api/adminpanel/menu/applications',
  menuDataCentres: '/api/adminpanel/menu/datacenters',
  menuPages: '/api/adminpanel/menu/pages',
  /** GET `?appName&datasenter` loads a stored menu; POST saves one. */
  menu: '/api/adminpanel/menu',
  /** Users and access (administrators): list and create; `/{id}/enabled`, `/{id}/password`, `/{id}/grants`. */
  users: '/api/adminpanel/users',
} as const;
