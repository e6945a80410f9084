import type { Tx } from '../../db/transactions';
import type { Notifier } from '../notifications';
import { surveyNotices } from './notices';

/**
 * Whether the partner already knows of the player's survey in this round: the last survey
 * notice they hold about the couple says the player finished or started the round, rather
 * than that results were ready (or there is none).
 */
async function partnerAlreadyTold(
  tx: Tx,
  notifier: Notifier,
  partnerId: string,
  coupleId: string,
  playerName: string,
): Promise<boolean> {
  const ready = surveyNotices.resultsReady(coupleId);
  const last = await notifier.newestOf(tx, partnerId, [
    surveyNotices.partnerFinished(playerName),
    surveyNotices.partnerUpdated(playerName),
    ready,
  ]);
  return last !== undefined && last !== ready;
}

/**
 * Tells the couple what a new completion means (docs/notifications.md): when both have
 * completed, both that their results are ready; otherwise the partner that the player
 * finished, unless the partner already knows of this round (partnerAlreadyTold). The caller
 * holds both partners' locks.
 */
export async function announceCompletion(
  tx: Tx,
  notifier: Notifier,
  player: { id: string; displayName: string },
  partner: { coupleId: string; partnerId: string },
  bothComplete: boolean,
): Promise<void> {
  if (bothComplete) {
    for (const id of [player.id, partner.partnerId])
      await notifier.notify(tx, id, surveyNotices.resultsReady(partner.coupleId));
    return;
  }
  if (
    await partnerAlreadyTold(tx, notifier, partner.partnerId, partner.coupleId, player.displayName)
  )
    return;
  await notifier.notify(tx, partner.partnerId, surveyNotices.partnerFinished(player.displayName));
}
