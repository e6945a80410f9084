import { z } from 'zod';
import { idParams, messageResponse } from './common';
import { defineRoute } from './define';
import { emailField, inviteBody } from './form-fields';
import { linkToken } from './text-fields';
import * as routes from './routes/couples';

export const coupleSchema = z.object({
  id: z.uuid(),
  player1Id: z.uuid(),
  player2Id: z.uuid().nullable(),
  player1Name: z.string(),
  player2Name: z.string().nullable(),
  createdAt: z.string(),
});
export type Couple = z.infer<typeof coupleSchema>;

export const invite = defineRoute({
  ...routes.invite,
  body: inviteBody,
  response: z.object({ coupleProfileId: z.uuid(), message: z.string() }),
});

export const getCouple = defineRoute({
  ...routes.getCouple,
  params: idParams,
  response: coupleSchema,
});

/** Either partner ends the connection; each keeps their own answers (docs/couples.md). */
export const endCouple = defineRoute({
  ...routes.endCouple,
  params: idParams,
  response: messageResponse,
});

export const receivedInvitation = z.object({
  id: z.uuid(),
  inviterName: z.string(),
  createdAt: z.string(),
});

export const listInvitations = defineRoute({
  ...routes.listInvitations,
  response: z.object({
    /** Open invitations addressed to the caller's email. */
    received: z.array(receivedInvitation),
    /** The caller's own open invitation, if any. */
    sent: z.object({ email: z.string(), createdAt: z.string() }).nullable(),
  }),
});

/** The link's three parts; the answer names the inviter only while the link would join them. */
export const invitationPreview = defineRoute({
  ...routes.invitationPreview,
  body: z.object({
    email: emailField,
    coupleId: z.uuid({ error: 'Invalid invitation link.' }),
    inviteToken: linkToken('Invalid invitation link.'),
  }),
  response: z.object({ inviterName: z.string().nullable() }),
});

export const acceptInvitation = defineRoute({
  ...routes.acceptInvitation,
  params: idParams,
  response: z.object({ coupleId: z.uuid(), message: z.string() }),
});

export const declineInvitation = defineRoute({
  ...routes.declineInvitation,
  params: idParams,
  response: messageResponse,
});
