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
}

export const DEMO_COMPANY = 'Gulf Retail Trading LLC';
// The Audit Log is granted like any page, but the demo gives it to the administrator only.
const ordinaryPages = PAGES.filter((p) => !('adminOnly' in p && p.adminOnly) && p.path !== '/apps/audit-log').map((p) => p.path);

/** The four demo sign-ins of the README: one per kind of staff the product serves. */
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
];
