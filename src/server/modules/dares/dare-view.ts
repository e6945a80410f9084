import { inArray } from 'drizzle-orm';
import type { Dare } from '@shared/api/dares';
import { DARE_TEXT } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { players } from '../../db/schema';
import { statusAt, type DareRow } from './dare-row';

export type Names = ReadonlyMap<string, string>;

/** The display names of everyone who sent or received these dares. */
export async function namesOf(executor: Executor, rows: readonly DareRow[]): Promise<Names> {
  const ids = [...new Set(rows.flatMap((row) => [row.senderId, row.receiverId]))];
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ id: players.id, displayName: players.displayName })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(found.map((row) => [row.id, row.displayName]));
}

/** Whether the caller may read the dare's text: its sender always, its receiver once revealed. */
export const textShownTo = (row: DareRow, callerId: string) =>
  row.senderId === callerId || (row.receiverId === callerId && row.revealedAt !== null);

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The dare as the caller may see it at `now` (docs/dares.md): the text only to whom it is
 * shown, and the status as the clock reads it. The stored text is encrypted; it is opened only
 * for whom it is shown, so a receiver's read before the reveal never decrypts it at all.
 */
export function dareView(
  row: DareRow,
  callerId: string,
  names: Names,
  now: Date,
  cipher: FieldCipher,
): Dare {
  return {
    id: row.id,
    coupleId: row.coupleId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    senderName: names.get(row.senderId) ?? '',
    receiverName: names.get(row.receiverId) ?? '',
    difficultyLevel: row.difficulty,
    points: row.points,
    status: statusAt(row, now),
    dareText: textShownTo(row, callerId) ? DARE_TEXT.open(cipher, row.id, row.text) : null,
    revealed: row.revealedAt !== null,
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    completedAt: iso(row.completedAt),
    verifiedAt: iso(row.verifiedAt),
  };
}

/** Several dares as the caller may see them, reading the names once. */
export async function dareViews(
  executor: Executor,
  rows: readonly DareRow[],
  callerId: string,
  now: Date,
  cipher: FieldCipher,
): Promise<Dare[]> {
  const names = await namesOf(executor, rows);
  return rows.map((row) => dareView(row, callerId, names, now, cipher));
}
