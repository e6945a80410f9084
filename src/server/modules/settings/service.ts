import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@shared/api/settings';
import { players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications';

const settingsColumns = {
  receiveEmailNotifications: players.receiveEmailNotifications,
  discreetMode: players.discreetMode,
};

export function createSettingsService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;
  return {
    async getNotificationSettings(playerId: string): Promise<NotificationSettings> {
      const [row] = await db.select(settingsColumns).from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      return row;
    },

    /**
     * Changes the settings named, keeps the others. The email switch governs every notification
     * email (the notifier reads it on each one); discreet mode changes how the notification list
     * reads, so the player's polls are told to read it again (docs/accounts.md).
     */
    async updateNotificationSettings(
      playerId: string,
      settings: Partial<NotificationSettings>,
    ): Promise<NotificationSettings> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(players)
          .set(settings)
          .where(eq(players.id, playerId))
          .returning(settingsColumns);
        if (!row) throw unauthorized();
        if (settings.discreetMode !== undefined) await markPlayersChanged(tx, [playerId]);
        return row;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
