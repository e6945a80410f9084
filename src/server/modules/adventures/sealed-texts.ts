import { ADVENTURE_PARTNER_TEASER, ADVENTURE_REFLECTION } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { ExperienceRow } from './adventure-row';

// What the lead wrote with the teaser and the partner's reflection are what a couple confides
// here, so they are stored sealed for their row (docs/matching-and-privacy.md, "Encryption at
// rest"): sealed as they are written, opened only where a view shows them. Nothing compares or
// searches either text in SQL; a null (not sent, not reflected yet) stays null.

/** The teaser as sent, sealed for its adventure's row. */
export const sealedTeaser = (cipher: FieldCipher, experienceId: string, teaser: string) =>
  ADVENTURE_PARTNER_TEASER.seal(cipher, experienceId, teaser);

/** The partner's reflection, sealed for its adventure's row. */
export const sealedReflection = (cipher: FieldCipher, experienceId: string, reflection: string) =>
  ADVENTURE_REFLECTION.seal(cipher, experienceId, reflection);

/**
 * The row's sealed texts opened. A value that is not this row's own (copied from another row,
 * altered, under an unknown key) throws rather than shows.
 */
export const openedTexts = (cipher: FieldCipher, row: ExperienceRow) => ({
  partnerTeaser: ADVENTURE_PARTNER_TEASER.open(cipher, row.id, row.partnerTeaser),
  partnerFeedback: ADVENTURE_REFLECTION.open(cipher, row.id, row.partnerFeedback),
});
