import { z } from 'zod';
import { idParams, messageResponse, pageQuery, pagination } from './common';
import { defineRoute } from './define';
import { supportMessageBody } from './form-fields';
import * as routes from './routes/support';

/**
 * Anyone may write, signed in or not; each address has its own small budget. The message is
 * stored, emailed to the support address, and a copy goes to the sender.
 */
export const contactSupport = defineRoute({
  ...routes.contactSupport,
  body: supportMessageBody,
  response: messageResponse,
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
  ...routes.listSupportMessages,
  query: pageQuery,
  response: z.object({ messages: z.array(adminSupportMessage), pagination }),
});

export const markSupportMessageHandled = defineRoute({
  ...routes.markSupportMessageHandled,
  params: idParams,
  response: adminSupportMessage,
});
