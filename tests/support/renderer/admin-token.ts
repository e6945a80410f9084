import type { AdminRole } from '@shared/api/define';
import { ADMIN_TOKEN_KEY } from '../../../src/renderer/platform/web-admin-session';

/** Test helper: a token shaped like the server's; the renderer reads claims, never the signature. */
function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const STAFF_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

export function adminToken(claims: Record<string, unknown> = {}): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    sub: STAFF_ID,
    userId: STAFF_ID,
    email: 'robin@velvet.example',
    displayName: 'Robin',
    role: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

/** Stores a staff token of `role` (and any other claims) as if Robin had signed in. */
export function signInAsStaff(role: AdminRole, claims: Record<string, unknown> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, adminToken({ role, ...claims }));
}
