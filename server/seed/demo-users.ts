import type { AccessLevel } from '../../src/domain/navigation/contracts.ts';
import { GATEKEEPER_PAGES, PAGES } from '../../src/domain/pages.ts';

export interface DemoUser {
  employeeNo: string;
  email: string;
  firstName: string;
  lastName: string;
  designation: string;
  isAdmin: boolean;
  grants: { page: string; level: AccessLevel }[];
  /** The data centre the user works in (their menu, their data); this deployment's own when not given. */
  dataCentre?: string;
}

export const DEMO_COMPANY = 'Gulf Retail Trading LLC';
// The Audit Log is granted like any page, but the demo gives it to the administrator only.
const ordinaryPages = PAGES.filter((p) => !('adminOnly' in p && p.adminOnly) && p.path !== '/apps/audit-log').map((p) => p.path);

/**
 * The demo sign-ins of the README: one per kind of staff the product serves, all with the seed's
 * password (DEMO_PASSWORD, 'Demo@2121' unless set), and two of the Saudi data centre ('ksa'):
 *   admin      Aisha Rahman    administrator
 *   office     Omar Haddad     L1 on every ordinary page
 *   operator   Priya Nair      L2 on every ordinary page
 *   warehouse  Yusuf Karim     the gatekeeper pages (L2 on Gatekeeper)
 *   ksa-admin  Faisal Al-Harbi administrator, data centre ksa (sign in as ksa-admin or ksa-admin@demo.panel)
 *   ksa-office Noura Al-Qahtani L1 on every ordinary page, data centre ksa (ksa-office or ksa-office@demo.panel)
 */
export const DEMO_USERS: DemoUser[] = [
  {
    employeeNo: 'admin',
    email: 'admin@demo.panel',
    firstName: 'Aisha',
    lastName: 'Rahman',
    designation: 'Administrator',
    isAdmin: true,
    grants: [],
  },
  {
    employeeNo: 'office',
    email: 'office@demo.panel',
    firstName: 'Omar',
    lastName: 'Haddad',
    designation: 'Operations Executive',
    isAdmin: false,
    grants: ordinaryPages.map((page) => ({ page, level: 'L1' })),
  },
  {
    employeeNo: 'operator',
    email: 'operator@demo.panel',
    firstName: 'Priya',
    lastName: 'Nair',
    designation: 'Operations Lead',
    isAdmin: false,
    grants: ordinaryPages.map((page) => ({ page, level: 'L2' })),
  },
  {
    employeeNo: 'warehouse',
    email: 'warehouse@demo.panel',
    firstName: 'Yusuf',
    lastName: 'Karim',
    designation: 'Gatekeeper',
    isAdmin: false,
    grants: GATEKEEPER_PAGES.map((page) => ({ page, level: page === '/apps/gatekeeper' ? 'L2' : 'L1' })),
  },
  {
    employeeNo: 'ksa-admin',
    email: 'ksa-admin@demo.panel',
    firstName: 'Faisal',
    lastName: 'Al-Harbi',
    designation: 'Administrator (KSA)',
    isAdmin: true,
    grants: [],
    dataCentre: 'ksa',
  },
  {
    employeeNo: 'ksa-office',
    email: 'ksa-office@demo.panel',
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
    designation: 'Operations Executive (KSA)',
    isAdmin: false,
    grants: ordinaryPages.map((page) => ({ page, level: 'L1' })),
    dataCentre: 'ksa',
  },
];
