import { access, AdminRole, describeRoute } from '../define';
import { ADMIN_BASE } from './admin-base';

export const contactSupport = describeRoute({
  name: 'support.contact',
  method: 'POST',
  path: '/api/support/contact',
  access: access.public,
  rateLimit: 'support',
  successStatus: 201,
});

export const listSupportMessages = describeRoute({
  name: 'support.adminList',
  method: 'GET',
  path: `${ADMIN_BASE}/support-messages`,
  access: access.admin(AdminRole.User),
});

export const markSupportMessageHandled = describeRoute({
  name: 'support.adminMarkHandled',
  method: 'PATCH',
  path: `${ADMIN_BASE}/support-messages/:id/handled`,
  access: access.admin(AdminRole.Admin),
});
