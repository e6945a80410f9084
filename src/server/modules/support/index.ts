import { defineModule } from '../define-module';
import { createAuditTrail } from '../admin';
import { createContactService } from './contact';
import { supportRoutes } from './routes';
import { createStaffMessagesService } from './staff-messages';

/** Help & Support: the contact form that reaches staff, and the panel's Support tab. */
export const supportModule = defineModule('support', (deps) =>
  supportRoutes(
    createContactService(deps),
    createStaffMessagesService({
      db: deps.db,
      audit: createAuditTrail(deps.db, deps.log),
      cipher: deps.cipher,
    }),
  ),
);
