import type { AdminUser } from '../../domain/users/contracts.ts';

/** How a user is named on this screen: first and last name, else the employee number. */
export const userName = (user: AdminUser): string => `${user.firstName} ${user.lastName}`.trim() || user.employeeNo;
