import { ROLE, type SessionReply, type SessionUser } from '../../../src/domain/auth/contracts.ts';
import { DEFAULT_AVATAR_URL } from '../../../src/domain/constants.ts';
import type { User } from '../users/users.service.ts';

/** Roles of a signed-in user (spec 000 §6): everyone has L1, administrators also admin. */
export function rolesOf(user: Pick<User, 'is_admin'>): string[] {
  return user.is_admin ? [ROLE.level1, ROLE.admin] : [ROLE.level1];
}

export function toSessionUser(user: User): SessionUser {
  return {
    userId: user.id,
    role: rolesOf(user),
    data: {
      displayName: `${user.first_name} ${user.last_name}`.trim(),
      photoURL: user.photo_url || DEFAULT_AVATAR_URL,
      email: user.email,
      designation: user.designation,
      company: user.company,
      shortcuts: user.shortcuts,
    },
    settings: user.settings,
    datasender: user.data_centre,
  };
}

/** The sign-in reply: token, the spec's profile fields, and the session user for the shell. */
export function toSessionReply(user: User, token: string): SessionReply {
  return {
    token,
    UserID: user.id,
    FirstName: user.first_name,
    LastName: user.last_name,
    Email: user.email,
    Designation: user.designation,
    Company: user.company,
    UserRole: user.is_admin ? ROLE.admin : ROLE.level1,
    user: toSessionUser(user),
  };
}
