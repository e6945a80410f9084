import { z } from 'zod';
import { idParams, messageResponse } from './common';
import { access, defineRoute } from './define';
import { emailField } from './form-fields';

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
  name: 'couples.invite',
  method: 'POST',
  path: '/api/couples/invite',
  access: access.player,
  rateLimit: 'invitation',
  body: z.object({ partnerEmail: emailField }),
  response: z.object({ coupleProfileId: z.uuid(), message: z.string() }),
});

export const getCouple = defineRoute({
  name: 'couples.getCouple',
  method: 'GET',
  path: '/api/couples/:id',
  access: access.couple('id'),
  params: idParams,
  response: coupleSchema,
});

/** Either partner ends the connection; each keeps their own answers (docs/couples.md). */
export const endCouple = defineRoute({
  name: 'couples.endCouple',
  method: 'DELETE',
  path: '/api/couples/:id',
  access: access.couple('id'),
  params: idParams,
  response: messageResponse,
});

export const receivedInvitation = z.object({
  id: z.uuid(),
  inviterName: z.string(),
  createdAt: z.string(),
});

export const listInvitations = defineRoute({
  name: 'couples.listInvitations',
  method: 'GET',
  path: '/api/couples/invitations',
  access: access.player,
  response: z.object({
    /** Open invitations addressed to the caller's email. */
    received: z.array(receivedInvitation),
    /** The caller's own open invitation, if any. */
    sent: z.object({ email: z.string(), createdAt: z.string() }).nullable(),
  }),
});

export const acceptInvitation = defineRoute({
  name: 'couples.acceptInvitation',
  method: 'POST',
  path: '/api/couples/invitations/:id/accept',
  access: access.player,
  params: idParams,
  response: z.object({ coupleId: z.uuid(), message: z.string() }),
});

export const declineInvitation = defineRoute({
  name: 'couples.declineInvitation',
  method: 'POST',
  path: '/api/couples/invitations/:id/decline',
  access: access.player,
  params: idParams,
  response: messageResponse,
});
