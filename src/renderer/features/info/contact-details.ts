/** Where visitors write to us; the public pages name these addresses. */
export const SUPPORT_EMAIL = 'support@velvet.app';
export const SECURITY_EMAIL = 'security@velvet.app';
export const POLICIES_LAST_UPDATED = 'October 2025';
