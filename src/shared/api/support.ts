import { z } from 'zod';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '../domain/support';
import { ADMIN_BASE } from './admin';
import {
  emailField,
  idParams,
  messageResponse,
  pageQuery,
  pagination,
  requiredText,
} from './common';
import { access, AdminRole, defineRoute } from './define';

export const supportMessageBody = z.object({
  name: requiredText('Name', SUPPORT_NAME_MAX_LENGTH),
  email: emailField,
  subject: requiredText('Subject', SUPPORT_SUBJECT_MAX_LENGTH),
  message: requiredText('Message', SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

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
