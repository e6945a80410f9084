import { z } from 'zod';
import { ADMIN_BASE } from './admin';
import { idParams, messageResponse, pageQuery, pagination } from './common';
import { access, AdminRole, defineRoute } from './define';
import { supportMessageBody } from './form-fields';

/**
 * Anyone may write, signed in or not; each address has its own small budget. The message is
 * stored, emailed to the support address, and a copy goes to the sender.
 */
export const contactSupport = defineRoute({
  name: 'support.contact',
  method: 'POST',
  path: '/api/support/contact',
  access: access.public,
  rateLimit: 'support',
  body: supportMessageBody,
  response: messageResponse,
  successStatus: 201,
});

export const adminSupportMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in player who sent it, or null for a visitor. */
  playerId: z.uuid().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The staff member who marked it handled. */
  handledByName: z.string().nullable(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessage>;

/** Newest first. */
export const listSupportMessages = defineRoute({
  name: 'support.adminList',
  method: 'GET',
  path: `${ADMIN_BASE}/support-messages`,
  access: access.admin(AdminRole.User),
  query: pageQuery,
  response: z.object({ messages: z.array(adminSupportMessage), pagination }),
});

export const markSupportMessageHandled = defineRoute({
  name: 'support.adminMarkHandled',
  method: 'PATCH',
  path: `${ADMIN_BASE}/support-messages/:id/handled`,
  access: access.admin(AdminRole.Admin),
  params: idParams,
  response: adminSupportMessage,
});
