import { describe, expect, it } from 'vitest';
import type { Experience } from '@shared/api/adventures';
import type { Dare } from '@shared/api/dares';
import type { QuickTask } from '@shared/api/quicktasks';
import { DARE_STATUSES } from '@shared/domain/dares';
import { dareStepFor, waitingItemsOf } from './waiting-items';

const ME = 'me';
const PARTNER = 'partner';

const dare = (over: Partial<Dare>): Dare =>
  ({
    id: 'd',
    senderId: PARTNER,
    receiverId: ME,
    status: 'Pending',
    revealed: false,
    ...over,
  }) as Dare;

const task = (over: Partial<QuickTask>): QuickTask =>
  ({ id: 't', status: 'started', confirmedByMe: false, ...over }) as QuickTask;

const adventure = (over: Partial<Experience>): Experience =>
  ({
    id: 'a',
    status: 'planned',
    isLeadPartner: false,
    player1Response: null,
    player2Response: null,
    ...over,
  }) as Experience;

describe('what waits on the player', () => {
  it('asks the receiver to reveal, then answer, then finish a dare; the sender to verify it', () => {
    expect(dareStepFor(dare({}), ME)).toBe('reveal');
    expect(dareStepFor(dare({ revealed: true }), ME)).toBe('answer');
    expect(dareStepFor(dare({ revealed: true, status: 'Accepted' }), ME)).toBe('finish');
    expect(dareStepFor(dare({ status: 'Completed', senderId: ME, receiverId: PARTNER }), ME)).toBe(
      'verify',
    );
  });

  it('leaves out what waits on the partner and every dare that is over', () => {
    const sent = { senderId: ME, receiverId: PARTNER };
    for (const status of DARE_STATUSES)
      if (status !== 'Completed') expect(dareStepFor(dare({ ...sent, status }), ME)).toBeNull();
    for (const status of ['Declined', 'Verified', 'Expired', 'Completed'] as const)
      expect(dareStepFor(dare({ status, revealed: true }), ME)).toBeNull();
  });

  it('puts the open task first, then dares and adventures, and only what is this player’s turn', () => {
    const items = waitingItemsOf({
      playerId: ME,
      task: task({ confirmedByPartner: true }),
      dares: [dare({ id: 'mine' }), dare({ id: 'theirs', senderId: ME, receiverId: PARTNER })],
      experiences: [
        adventure({ id: 'to-answer' }),
        adventure({ id: 'answered', player2Response: 'accepted' }),
        adventure({ id: 'my-own', isLeadPartner: true }),
        adventure({ id: 'over', status: 'declined' }),
        adventure({
          id: 'not-tonight',
          postponedUntil: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ],
    });
    expect(items.map((item) => item.kind)).toEqual(['task', 'dare', 'adventure']);
    expect(items[1]).toMatchObject({ dare: { id: 'mine' } });
    expect(items[2]).toMatchObject({ experience: { id: 'to-answer' } });
  });

  it('brings a postponed adventure back once its "Not tonight" has passed', () => {
    const waits = (postponedUntil: string | null) =>
      waitingItemsOf({
        playerId: ME,
        task: null,
        dares: [],
        experiences: [adventure({ postponedUntil })],
      }).length;
    expect(waits(new Date(Date.now() + 60_000).toISOString())).toBe(0);
    expect(waits(new Date(Date.now() - 60_000).toISOString())).toBe(1);
    expect(waits(null)).toBe(1);
  });

  it('counts a task as waiting once the partner has confirmed it and this player has not', () => {
    const waits = (t: QuickTask | null) =>
      waitingItemsOf({ playerId: ME, task: t, dares: [], experiences: [] }).length;
    expect(waits(task({ confirmedByPartner: true }))).toBe(1);
    // Either may start it or confirm first: it stays on the Quick Tasks card meanwhile.
    expect(waits(task({ status: 'pending' }))).toBe(0);
    expect(waits(task({ confirmedByPartner: false }))).toBe(0);
    expect(waits(task({ confirmedByPartner: true, confirmedByMe: true }))).toBe(0);
    expect(waits(null)).toBe(0);
  });
});
