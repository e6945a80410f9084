import { NOTIFICATION_DESCRIPTION, NOTIFICATION_TITLE } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';

// A notice's title and description are stored sealed for its row (docs/matching-and-privacy.md,
// "Encryption at rest"): they quote what a couple wrote (an adventure's teaser) and whom it
// concerns. Everything that reads them opens them here first, and compares or groups them
// only in code, never in SQL, where they are ciphertext.

/** The two texts a notice shows. */
export interface NoticeTexts {
  title: string;
  description: string;
}

/** The texts as stored in the notice `id`'s row. */
export const sealNoticeTexts = (cipher: FieldCipher, id: string, texts: NoticeTexts) => ({
  title: NOTIFICATION_TITLE.seal(cipher, id, texts.title),
  description: NOTIFICATION_DESCRIPTION.seal(cipher, id, texts.description),
});

/** A stored notice with its texts opened; a value moved from another row fails here. */
export const openNoticeTexts = <Row extends NoticeTexts & { id: string }>(
  cipher: FieldCipher,
  row: Row,
): Row => ({
  ...row,
  title: NOTIFICATION_TITLE.open(cipher, row.id, row.title),
  description: NOTIFICATION_DESCRIPTION.open(cipher, row.id, row.description),
});
