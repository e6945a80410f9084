import * as api from '@shared/api/support';
import { implement, type Implementation } from '../../plugins/contract-routes';
import { actorOf } from '../admin';
import type { ContactService } from './contact';
import { signedInPlayerId } from './signed-in-player';
import type { StaffMessagesService } from './staff-messages';

export function supportRoutes(
  contact: ContactService,
  staffMessages: StaffMessagesService,
): Implementation[] {
  return [
    implement(api.contactSupport, async ({ body, request }) =>
      contact.send(body, await signedInPlayerId(request)),
    ),
    implement(api.listSupportMessages, ({ query }) => staffMessages.list(query)),
    implement(api.markSupportMessageHandled, (context) =>
      staffMessages.markHandled(actorOf(context), context.params.id),
    ),
  ];
}
