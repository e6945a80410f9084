import type { FieldCipher } from '../../crypto/field-cipher';
import { defineModule } from '../define-module';
import { exportedCoachSessions } from './export-section';
import { coachRoutes } from './routes';
import { createCoachService } from './service';

/**
 * The Velvet Coach: a chat and guided sessions, on plans that include `coach-iq`.
 *
 * The data export's readings carry no cipher (accounts builds them), so the export section
 * opens the session texts with the cipher the app handed this module with its routes: the app
 * builds the routes at start, before it serves any export. One process runs one app with one
 * keyring; were ExportReading to carry the cipher, this capture could go.
 */
function createCoachModule() {
  let cipher: FieldCipher | null = null;
  const exportCipher = () => {
    if (!cipher)
      throw new Error('The coach module exports sessions only once its routes are built.');
    return cipher;
  };
  return defineModule(
    'coach',
    (deps) => {
      cipher = deps.cipher;
      return coachRoutes(createCoachService(deps));
    },
    {
      exportSections: {
        coachSessions: ({ tx, playerId }) => exportedCoachSessions(tx, exportCipher(), playerId),
      },
    },
  );
}

export const coachModule = createCoachModule();
