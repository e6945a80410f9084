import type { Experience } from '@shared/api/adventures';
import type { ExperienceResponse } from '@shared/domain/adventures';

/**
 * The other partner's answer to the teaser. Only the other partner ever answers, so it sits in
 * their player slot and the lead's stays empty: whichever slot is filled holds it.
 */
export const partnerAnswer = (experience: Experience): ExperienceResponse | null =>
  experience.player1Response ?? experience.player2Response;
