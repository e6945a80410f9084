import { access, describeRoute } from '../define';

export const invite = describeRoute({
  name: 'couples.invite',
  method: 'POST',
  path: '/api/couples/invite',
  access: access.player,
  rateLimit: 'invitation',
});

export const getCouple = describeRoute({
  name: 'couples.getCouple',
  method: 'GET',
  path: '/api/couples/:id',
  access: access.couple('id'),
});

export const endCouple = describeRoute({
  name: 'couples.endCouple',
  method: 'DELETE',
  path: '/api/couples/:id',
  access: access.couple('id'),
});

export const listInvitations = describeRoute({
  name: 'couples.listInvitations',
  method: 'GET',
  path: '/api/couples/invitations',
  access: access.player,
});

/**
 * The register page opened from an invitation link asks who invited them: only the holder of
 * the link's token learns the inviter's display name, nothing else (docs/couples.md).
 */
export const invitationPreview = describeRoute({
  name: 'couples.invitationPreview',
  method: 'POST',
  path: '/api/couples/invitation-preview',
  access: access.public,
  rateLimit: 'lookup',
});

export const acceptInvitation = describeRoute({
  name: 'couples.acceptInvitation',
  method: 'POST',
  path: '/api/couples/invitations/:id/accept',
  access: access.player,
});

export const declineInvitation = describeRoute({
  name: 'couples.declineInvitation',
  method: 'POST',
  path: '/api/couples/invitations/:id/decline',
  access: access.player,
});
