/** Every admin route lives under this one base, apart from the player routes. */
export const ADMIN_BASE = '/api/admin';
