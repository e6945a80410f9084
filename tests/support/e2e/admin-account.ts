/** The first SuperAdmin the end-to-end server is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'superadmin@velvet.test', password: 'super-admin-password' };
