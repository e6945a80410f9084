import type { FastifyInstance } from 'fastify';
import { contactSupport, listSupportMessages } from '@shared/api/support';
import { callRouteOk } from '../call-route';
import type { Member } from './members';

/** Whether the app serves the routes a support message is sent and found with. */
export const supportServed = (app: FastifyInstance) =>
  [contactSupport, listSupportMessages].every((route) =>
    app.hasRoute({ method: route.method, url: route.path }),
  );

/**
 * A support message `sender` wrote while signed in, for the admin routes naming one: sent
 * through the public route (which answers only "sent"), then found in the staff's list by its
 * subject, which no other message has.
 */
export async function createSupportMessage(
  app: FastifyInstance,
  sender: Member,
  staffToken: string,
  tag: string,
): Promise<string> {
  const subject = `Walk support message ${tag}`;
  await callRouteOk(app, contactSupport, {
    token: sender.token,
    body: { name: 'Walk Owner', email: sender.email, subject, message: 'A message of the walk.' },
  });
  const { messages } = await callRouteOk(app, listSupportMessages, {
    token: staffToken,
    query: { page: 1, pageSize: 100 },
  });
  const found = messages.find((message) => message.subject === subject);
  if (!found) throw new Error(`walk world: the support message "${subject}" is not listed`);
  return found.id;
}
