import { and, desc, eq, gt } from 'drizzle-orm';
import { CONSENT_WINDOW_MINUTES } from '@shared/domain/accounts';
import type { Database } from '../../db/client';
import { ageVerifications, disclaimerAgreements } from '../../db/schema';

/** Where a consent record came from, kept for compliance. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** The two consents registration needs (docs/consent.md): an 18+ answer and the disclaimer. */
export function createConsentService(db: Database) {
  return {
    async verifyAge(email: string, isAge18Plus: boolean, client: ClientInfo) {
      await db
        .insert(ageVerifications)
        .values({ email, isAge18Plus, ipAddress: client.ip, userAgent: client.userAgent });
      return isAge18Plus
        ? { verified: true, message: 'Age confirmed.' }
        : { verified: false, message: 'You must be 18 years or older to sign up.' };
    },

    async agreeDisclaimer(email: string, client: ClientInfo) {
      await db
        .insert(disclaimerAgreements)
        .values({ email, agreed: true, ipAddress: client.ip, userAgent: client.userAgent });
      return { message: 'Disclaimer agreement recorded.' };
    },

    /**
     * Registration needs an 18+ answer and a disclaimer agreement for this email in the last
     * 30 minutes, and no under-18 answer in that window: changing one's answer after being
     * told the age limit does not open the door.
     */
    async hasRecentConsent(email: string): Promise<boolean> {
      const since = new Date(Date.now() - CONSENT_WINDOW_MINUTES * 60_000);
      const ages = await db
        .select({ adult: ageVerifications.isAge18Plus })
        .from(ageVerifications)
        .where(and(eq(ageVerifications.email, email), gt(ageVerifications.createdAt, since)));
      const [disclaimer] = await db
        .select({ agreed: disclaimerAgreements.agreed })
        .from(disclaimerAgreements)
        .where(
          and(eq(disclaimerAgreements.email, email), gt(disclaimerAgreements.createdAt, since)),
        )
        .orderBy(desc(disclaimerAgreements.createdAt))
        .limit(1);
      return ages.length > 0 && ages.every((age) => age.adult) && disclaimer?.agreed === true;
    },
  };
}
