import crypto from 'node:crypto';

/** A one-time link token (reset, verification, invitation) as sent in the link, and the only form of it that is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');
