import { DARE_ERRORS } from '@shared/domain/dares';
import { conflict, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import type { DareRow } from './dare-row';
import { createDareStep, setDare, wrongState } from './dare-step';
import { dareNotices } from './notices';

const HOUR_MS = 3_600_000;

function asReceiver(row: DareRow, callerId: string) {
  if (row.receiverId !== callerId) throw forbidden(DARE_ERRORS.onlyReceiver);
}

/**
 * The receiver's steps (docs/dares.md): reveal and then accept or decline a pending dare,
 * and mark an accepted one complete while its time lasts. The sender is told of each answer;
 * a reveal is the receiver's own business.
 */
export function createReceiverSteps(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now' | 'dareExpiryHours'>,
) {
  const { notifier, dareExpiryHours } = deps;
  const step = createDareStep(deps);
  const nameOf = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? '';

  return {
    reveal: (callerId: string, dareId: string) =>
      step(callerId, dareId, async ({ tx, row, now }) => {
        asReceiver(row, callerId);
        if (row.status !== 'Pending') throw wrongState(row, 'Pending');
        // Revealing again changes nothing and is no error.
        if (row.revealedAt) return row;
        // "Reveal it" is done: the notice that asked for it reads as read.
        await notifier.settle(tx, callerId, row.id);
        return setDare(tx, row, { revealedAt: now });
      }),

    accept: (callerId: string, dareId: string) =>
      step(callerId, dareId, async ({ tx, row, now, names }) => {
        asReceiver(row, callerId);
        if (row.status !== 'Pending') throw wrongState(row, 'Pending');
        if (!row.revealedAt) throw conflict(DARE_ERRORS.notRevealed);
        const accepted = await setDare(tx, row, {
          status: 'Accepted',
          acceptedAt: now,
          expiresAt: new Date(now.getTime() + dareExpiryHours * HOUR_MS),
        });
        await notifier.notify(
          tx,
          row.senderId,
          dareNotices.accepted(nameOf(names, callerId), dareExpiryHours),
          { subjectId: row.id, actorId: callerId },
        );
        return accepted;
      }),

    decline: (callerId: string, dareId: string) =>
      step(callerId, dareId, async ({ tx, row, names }) => {
        asReceiver(row, callerId);
        if (row.status !== 'Pending') throw wrongState(row, 'Pending');
        const declined = await setDare(tx, row, { status: 'Declined' });
        await notifier.notify(tx, row.senderId, dareNotices.declined(nameOf(names, callerId)), {
          subjectId: row.id,
          actorId: callerId,
        });
        return declined;
      }),

    complete: (callerId: string, dareId: string) =>
      step(callerId, dareId, async ({ tx, row, now, names }) => {
        asReceiver(row, callerId);
        // A lapsed acceptance was stored as Expired before this step ran.
        if (row.status === 'Expired') throw conflict(DARE_ERRORS.expired);
        if (row.status !== 'Accepted') throw wrongState(row, 'Accepted');
        const completed = await setDare(tx, row, { status: 'Completed', completedAt: now });
        await notifier.notify(tx, row.senderId, dareNotices.completed(nameOf(names, callerId)), {
          subjectId: row.id,
          actorId: callerId,
        });
        return completed;
      }),
  };
}
