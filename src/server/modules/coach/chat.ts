import type { ChatMessage } from '@shared/api/coach';
import { CHAT_MESSAGE_MAX_LENGTH, COACH_ERRORS } from '@shared/domain/coach';
import { forbidden } from '../../lib/http-error';
import { coupleMembers, playerOrUnauthorized } from '../couples';
import type { ModuleDeps } from '../deps';
import { coachCouple } from './couple-context';
import { requireCoach } from './tier-gate';

const noCouple = () => forbidden(COACH_ERRORS.noCouple);

/** Cuts a text to `max` characters at a word, so an answer always fits the contract. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The coach's answer as the contract carries it: the fixed answer alone (no disclaimer, never
 * clipped) when the message calls for help; otherwise the guarded text (which opens a conversation's first
 * answer with the disclaimer), never longer than a message may be.
 */
function answerText(reply: { text: string; safety: boolean }): string {
  if (reply.safety) return reply.text;
  return clip(reply.text.trim(), CHAT_MESSAGE_MAX_LENGTH);
}

/**
 * A chat with the coach (docs/coach-and-support.md), for the caller's current couple. The
 * conversation lives on the player's screen: nothing of it is stored here.
 */
export function createChat(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content'>) {
  const { db, cipher, content } = deps;

  return async function chat(
    callerId: string,
    request: { messages: ChatMessage[]; topic?: string | null },
  ): Promise<{ messages: ChatMessage[] }> {
    const caller = await playerOrUnauthorized(db, callerId);
    if (!caller.coupleId) throw noCouple();
    await requireCoach(db, caller.coupleId);
    const members = await coupleMembers(db, caller.coupleId);
    if (!members?.player2) throw noCouple();
    const couple = await coachCouple(db, cipher, members.id, [
      members.player1.id,
      members.player2.id,
    ]);
    const reply = await content.coachReply(
      {
        coupleId: members.id,
        messages: request.messages,
        topic: request.topic || null,
        welcomed: couple.welcomed,
        level: couple.level,
        playerName: caller.displayName,
      },
      couple.boundaries,
    );
    return {
      messages: [...request.messages, { role: 'assistant', content: answerText(reply) }],
    };
  };
}
