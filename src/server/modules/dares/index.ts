import { defineModule } from '../define-module';
import { REMINDER_SWEEP_EVERY_MS } from './reminders';
import { exportedDares } from './export-section';
import { daresRoutes } from './routes';
import { createDaresService } from './service';

/** Dares: sent by one partner, revealed, accepted and completed by the other, then verified. */
export const daresModule = defineModule(
  'dares',
  (deps) => {
    const service = createDaresService(deps);
    deps.repeat({
      name: 'dare reminder sweep',
      everyMs: REMINDER_SWEEP_EVERY_MS,
      run: async () => {
        await service.remindExpiringDares(deps.now());
      },
    });
    return daresRoutes(service);
  },
  {
    exportSections: {
      dares: ({ tx, cipher, playerId, now }) => exportedDares(tx, cipher, playerId, now),
    },
  },
);
