import { AdminRole, type Access } from '@shared/api/define';

/** The OpenAPI extension that carries a route's access declaration as the contract states it. */
export const ACCESS_EXTENSION = 'x-velvet-access';
export const RATE_LIMIT_EXTENSION = 'x-velvet-rate-limit';

/** Player tokens and staff tokens are both bearer JWTs, signed for different audiences. */
export const SECURITY_SCHEMES = {
  playerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A player token, from POST /api/players/login or registration.',
  },
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A staff token, from POST /api/admin/login.',
  },
} as const;

export type AccessExtension =
  | { level: 'public' }
  | { level: 'player' }
  | { level: 'self' | 'selfOrPartner' | 'couple'; param: string }
  | { level: 'admin'; minRole: AdminRole; minRoleName: string };

const ROLE_NAMES: Record<AdminRole, string> = {
  [AdminRole.User]: 'User',
  [AdminRole.Admin]: 'Admin',
  [AdminRole.SuperAdmin]: 'SuperAdmin',
};

export const roleName = (role: AdminRole): string => ROLE_NAMES[role] ?? `role ${role}`;

export function accessExtension(access: Access): AccessExtension {
  switch (access.level) {
    case 'public':
    case 'player':
      return { level: access.level };
    case 'self':
    case 'selfOrPartner':
    case 'couple':
      return { level: access.level, param: access.param };
    case 'admin':
      return { level: 'admin', minRole: access.minRole, minRoleName: roleName(access.minRole) };
  }
}

/** The security requirement of a route: none for public routes, else the token it needs. */
export function securityOf(access: Access): Record<string, string[]>[] {
  if (access.level === 'public') return [];
  return [{ [access.level === 'admin' ? 'staffToken' : 'playerToken']: [] }];
}

/** Who may call a route, in words, for the reference page and the operation description. */
export function describeAccess(access: AccessExtension): string {
  switch (access.level) {
    case 'public':
      return 'Anyone; no token needed.';
    case 'player':
      return 'Any signed-in player.';
    case 'self':
      return `A signed-in player whose own id is the path parameter {${access.param}}.`;
    case 'selfOrPartner':
      return `A signed-in player whose id, or whose current partner's id, is {${access.param}}.`;
    case 'couple':
      return `A member of the couple whose id is the path parameter {${access.param}}.`;
    case 'admin':
      return `Signed-in staff with role ${access.minRoleName} or higher.`;
  }
}
