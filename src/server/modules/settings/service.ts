import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';

export interface NotificationSettings {
  receiveEmailNotifications: boolean;
}

export function createSettingsService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;
  return {
    async getNotificationSettings(playerId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({ receiveEmailNotifications: players.receiveEmailNotifications })
        .from(players)
        .where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      return row;
    },

    /** The one switch for every notification email (the notifier reads it on each one). */
    async updateNotificationSettings(
      playerId: string,
      settings: NotificationSettings,
    ): Promise<NotificationSettings> {
      const [row] = await db
        .update(players)
        .set({ receiveEmailNotifications: settings.receiveEmailNotifications })
        .where(eq(players.id, playerId))
        .returning({ receiveEmailNotifications: players.receiveEmailNotifications });
      if (!row) throw unauthorized();
      return row;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
