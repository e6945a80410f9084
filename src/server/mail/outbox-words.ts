import { OUTBOX_HTML_BODY, OUTBOX_SUBJECT, OUTBOX_TEXT_BODY } from '../crypto/encrypted-columns';
import type { FieldCipher } from '../crypto/field-cipher';

/**
 * What an email says, as the outbox row holds it: subject and both bodies, each sealed for the
 * row's id (docs/matching-and-privacy.md, "Encryption at rest"). A support message's subject
 * stays after sending, and a body holds a teaser, a message or a live link until delivered;
 * who it goes to and when stay plain, for the rate limits and the deletion of an account.
 */
export interface MailWords {
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** The words sealed for the outbox row `id`, ready to insert or update. */
export function sealMailWords(cipher: FieldCipher, id: string, words: MailWords): MailWords {
  return {
    subject: OUTBOX_SUBJECT.seal(cipher, id, words.subject),
    textBody: OUTBOX_TEXT_BODY.seal(cipher, id, words.textBody),
    htmlBody: OUTBOX_HTML_BODY.seal(cipher, id, words.htmlBody),
  };
}

/** The words of the stored outbox row `id`; fails (FieldDecryptError) on a value not its own. */
export function openMailWords(cipher: FieldCipher, id: string, stored: MailWords): MailWords {
  return {
    subject: OUTBOX_SUBJECT.open(cipher, id, stored.subject),
    textBody: OUTBOX_TEXT_BODY.open(cipher, id, stored.textBody),
    htmlBody: OUTBOX_HTML_BODY.open(cipher, id, stored.htmlBody),
  };
}
