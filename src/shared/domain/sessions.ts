import { z } from 'zod';

/**
 * Who is signed in, as the screens and the desktop app's windows know them: read from a token
 * (./token-readers.ts) and handed between the desktop app's processes (src/shared/ipc.ts).
 */

/** The signed-in player, as the screens know them. */
export const playerSessionSchema = z.object({
  playerId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  coupleId: z.uuid().nullable(),
  player1Id: z.uuid().nullable(),
  player2Id: z.uuid().nullable(),
  /** When the player signed in (or registered), in seconds since the epoch. */
  sessionStartedAt: z.number(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

const adminRoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The signed-in staff member, as the admin screens know them. */
export const adminUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  displayName: z.string(),
  role: adminRoleSchema,
  /** Seconds since the epoch. */
  expiresAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
