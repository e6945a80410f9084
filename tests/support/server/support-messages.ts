import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SupportMessageBody } from '@shared/api/form-fields';
import { contactSupport } from '@shared/api/support';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import { supportMessages } from '../../../src/server/db/schema';
import { bearer, uniqueEmail } from './players';
import { TEST_KEYRING, type TestApp } from './test-app';

let nextAddress = 10;
/** Each sender writes from an address of its own, so rate-limit budgets never leak between tests. */
export const freshAddress = () => `203.0.113.${nextAddress++ % 250}`;

let nextSubject = 0;
/** A message the contract accepts, with a subject no other message has. */
export const validSupportMessage = (
  overrides: Partial<SupportMessageBody> = {},
): SupportMessageBody => ({
  name: 'Jordan Vale',
  email: uniqueEmail('writer'),
  subject: `Cannot find my results ${Date.now().toString(36)}-${++nextSubject}`,
  message: 'Hello,\nmy partner and I both finished the survey.\n\nWhere are our results?',
  ...overrides,
});

/**
 * POST /api/support/contact as a browser would send it: any payload (to test refusals), from
 * `address` (a fresh one unless given), with a bearer token when one is given.
 */
export function sendSupportMessage(
  t: TestApp,
  payload: unknown,
  options: { address?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: contactSupport.path,
    payload: payload as InjectOptions['payload'],
    remoteAddress: options.address ?? freshAddress(),
    ...(options.token ? { headers: bearer(options.token) } : {}),
  };
  return t.app.inject(request);
}

const cipher = new FieldCipher(TEST_KEYRING);

/**
 * The stored rows of the message with this subject, its subject and message opened: they are
 * stored encrypted, so the rows are opened first and found in code.
 */
export async function storedBySubject(t: TestApp, subject: string) {
  const rows = await t.database.db.select().from(supportMessages);
  return rows
    .map((row) => ({
      ...row,
      subject: SUPPORT_SUBJECT.open(cipher, row.id, row.subject),
      message: SUPPORT_MESSAGE.open(cipher, row.id, row.message),
    }))
    .filter((row) => row.subject === subject);
}
