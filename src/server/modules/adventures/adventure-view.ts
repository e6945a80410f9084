import { eq, inArray } from 'drizzle-orm';
import type { Experience } from '@shared/api/adventures';
import { HIDDEN_TITLE } from '@shared/domain/adventures';
import { chanceResultForLead, chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { couples, players } from '../../db/schema';
import type { ExperienceRow } from './adventure-row';
import { openedTexts } from './sealed-texts';

/** What a view needs besides the row: who is player 1 and 2, and their names. */
export interface CoupleContext {
  player1Id: string | null;
  player2Id: string | null;
  names: ReadonlyMap<string, string>;
}

/** The couple's player slots and the names of its partners and of the given leads. */
export async function coupleContextOf(
  executor: Executor,
  coupleId: string,
  leadIds: readonly string[] = [],
): Promise<CoupleContext> {
  const [couple] = await executor
    .select({ player1Id: couples.player1Id, player2Id: couples.player2Id })
    .from(couples)
    .where(eq(couples.id, coupleId));
  const ids = [
    ...new Set([couple?.player1Id, couple?.player2Id, ...leadIds].filter((id) => id != null)),
  ];
  const rows = ids.length
    ? await executor
        .select({ id: players.id, displayName: players.displayName })
        .from(players)
        .where(inArray(players.id, ids))
    : [];
  return {
    player1Id: couple?.player1Id ?? null,
    player2Id: couple?.player2Id ?? null,
    names: new Map(rows.map((row) => [row.id, row.displayName])),
  };
}

/** The other partner of the couple, if there is one. */
export const otherPartner = (context: CoupleContext, playerId: string): string | null =>
  [context.player1Id, context.player2Id].find((id) => id && id !== playerId) ?? null;

export const nameOf = (context: CoupleContext, playerId: string) =>
  context.names.get(playerId) ?? '';

/** Whether the caller sees the plan itself (title, details, summary): the lead, or after completion. */
export const planRevealedTo = (row: ExperienceRow, callerId: string) =>
  row.leadPlayerId === callerId || row.status === 'completed';

/** The title as the caller may see it. */
export const titleFor = (row: ExperienceRow, callerId: string) =>
  planRevealedTo(row, callerId) ? row.title : HIDDEN_TITLE;

/** What an adventure drafted before the kind of date was kept calls it. */
const UNNAMED_KIND = 'a surprise date';

/** The Take a Chance toss from the caller's side, or null for any other type. */
function chanceResultFor(row: ExperienceRow, callerId: string, context: CoupleContext) {
  if (!row.chanceOutcome) return null;
  if (row.leadPlayerId !== callerId)
    return chanceVerdictForPartner(row.chanceOutcome, nameOf(context, row.leadPlayerId));
  const partnerId = otherPartner(context, callerId);
  return chanceResultForLead(
    row.chanceOutcome,
    row.chanceKind ?? UNNAMED_KIND,
    partnerId ? nameOf(context, partnerId) : '',
  );
}

/**
 * The adventure as the caller may see it (docs/intent-and-adventures.md). The lead sees
 * everything. The other partner never gets here for a draft (callersExperience answers 404);
 * before completion they see the teaser under a hidden title, and the preparation (with the
 * accessories the plan uses) only once they accepted; once completed, everything but the lead's
 * own choice of accessories. `row` is as stored: its sealed texts are opened here.
 */
export function experienceView(
  row: ExperienceRow,
  callerId: string,
  context: CoupleContext,
  cipher: FieldCipher,
): Experience {
  const { partnerTeaser, partnerFeedback } = openedTexts(cipher, row);
  const isLead = row.leadPlayerId === callerId;
  const revealed = planRevealedTo(row, callerId);
  const accepted = row.partnerResponse === 'accepted';
  const preparationShown = revealed || accepted;
  // The partner's answer sits in the slot of whichever player is not the lead.
  const partnerSlot = row.leadPlayerId === context.player1Id ? 2 : 1;
  const response = (slot: 1 | 2) => (slot === partnerSlot ? row.partnerResponse : null);
  const responseDate = (slot: 1 | 2) =>
    slot === partnerSlot ? (row.partnerRespondedAt?.toISOString() ?? null) : null;
  return {
    id: row.id,
    coupleId: row.coupleId,
    title: titleFor(row, callerId),
    type: row.typeName,
    status: row.status,
    level: row.level,
    isLeadPartner: isLead,
    leadPartnerName: nameOf(context, row.leadPlayerId),
    visibleToPartner: row.status !== 'draft',
    partnerTeaser: partnerTeaser ?? row.teaser,
    chanceOutcome: row.chanceOutcome,
    chanceResult: chanceResultFor(row, callerId, context),
    // The lead's own choice to the lead; to the partner, only what the plan asks them to bring.
    selectedAccessories: isLead
      ? row.selectedAccessories
      : preparationShown
        ? row.planAccessories
        : [],
    preparationInstructions: preparationShown ? row.preparationInstructions : null,
    details: revealed ? row.details : null,
    summary: revealed ? row.summary : null,
    durationMinutes: row.durationMinutes,
    player1Response: response(1),
    player2Response: response(2),
    player1ResponseDate: responseDate(1),
    player2ResponseDate: responseDate(2),
    // Only while it holds: after that the adventure asks for an answer again.
    postponedUntil:
      row.postponedUntil && row.postponedUntil.getTime() > Date.now()
        ? row.postponedUntil.toISOString()
        : null,
    partnerFeedback,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** One adventure's view, reading its context. */
export async function viewOne(
  executor: Executor,
  cipher: FieldCipher,
  row: ExperienceRow,
  callerId: string,
): Promise<Experience> {
  return experienceView(
    row,
    callerId,
    await coupleContextOf(executor, row.coupleId, [row.leadPlayerId]),
    cipher,
  );
}
