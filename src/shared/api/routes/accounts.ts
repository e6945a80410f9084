import { access, describeRoute } from '../define';

export const login = describeRoute({
  name: 'accounts.login',
  method: 'POST',
  path: '/api/players/login',
  access: access.public,
  rateLimit: 'authentication',
});

export const register = describeRoute({
  name: 'accounts.register',
  method: 'POST',
  path: '/api/players/register',
  access: access.public,
  rateLimit: 'authentication',
  successStatus: 201,
});

export const forgotPassword = describeRoute({
  name: 'accounts.forgotPassword',
  method: 'POST',
  path: '/api/players/forgot-password',
  access: access.public,
  rateLimit: 'authentication',
});

export const resetPassword = describeRoute({
  name: 'accounts.resetPassword',
  method: 'POST',
  path: '/api/players/reset-password',
  access: access.public,
  rateLimit: 'authentication',
});

export const verifyAge = describeRoute({
  name: 'accounts.verifyAge',
  method: 'POST',
  path: '/api/age-verification/verify',
  access: access.public,
  rateLimit: 'ageCheck',
});

export const agreeDisclaimer = describeRoute({
  name: 'accounts.agreeDisclaimer',
  method: 'POST',
  path: '/api/age-verification/disclaimer',
  access: access.public,
  rateLimit: 'ageCheck',
});

export const getPlayer = describeRoute({
  name: 'accounts.getPlayer',
  method: 'GET',
  path: '/api/players/:id',
  access: access.selfOrPartner('id'),
});

export const updateProfile = describeRoute({
  name: 'accounts.updateProfile',
  method: 'PATCH',
  path: '/api/players/:id/profile',
  access: access.self('id'),
});

export const lookupEmail = describeRoute({
  name: 'accounts.lookupEmail',
  method: 'GET',
  path: '/api/players/email/:value',
  access: access.player,
  rateLimit: 'lookup',
});

export const refreshSession = describeRoute({
  name: 'accounts.refreshSession',
  method: 'POST',
  path: '/api/players/session/refresh',
  access: access.player,
});

export const verifyEmail = describeRoute({
  name: 'accounts.verifyEmail',
  method: 'POST',
  path: '/api/players/verify-email',
  access: access.public,
  rateLimit: 'authentication',
});

export const resendVerification = describeRoute({
  name: 'accounts.resendVerification',
  method: 'POST',
  path: '/api/players/verify-email/resend',
  access: access.player,
  rateLimit: 'verification',
});

export const logout = describeRoute({
  name: 'accounts.logout',
  method: 'POST',
  path: '/api/players/logout',
  access: access.player,
});

export const changePassword = describeRoute({
  name: 'accounts.changePassword',
  method: 'POST',
  path: '/api/players/me/password',
  access: access.player,
  rateLimit: 'authentication',
});

export const exportData = describeRoute({
  name: 'accounts.exportData',
  method: 'GET',
  path: '/api/players/me/export',
  access: access.player,
});

export const deleteAccount = describeRoute({
  name: 'accounts.deleteAccount',
  method: 'DELETE',
  path: '/api/players/me',
  access: access.player,
  rateLimit: 'authentication',
});
