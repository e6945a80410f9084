import type { ChatMessage } from '@shared/api/coach';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_ROLES } from '@shared/domain/coach';

/**
 * The chat with the coach, kept in this tab's sessionStorage so a reload does not lose it. It
 * is keyed by the signed-in player, so a partner signing in on the same browser never sees it,
 * and every player's is forgotten on sign-out (app/query-client.ts).
 */
const PREFIX = 'velvet.coach-conversation.';

export interface StoredConversation {
  messages: ChatMessage[];
  topic: string | null;
}

// Read back as outside input: a value from an older version, or edited by hand, is ignored.
// The contract's bounds without its zod schema, which screens do not load.
const isMessage = (value: unknown): value is ChatMessage => {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    CHAT_ROLES.includes(message.role as ChatMessage['role']) &&
    typeof message.content === 'string' &&
    message.content.trim() !== '' &&
    message.content.length <= CHAT_MESSAGE_MAX_LENGTH
  );
};

function asConversation(value: unknown): StoredConversation | null {
  const { messages, topic } = (value ?? {}) as Partial<StoredConversation>;
  if (!Array.isArray(messages) || !messages.every(isMessage)) return null;
  if (topic !== null && typeof topic !== 'string') return null;
  return { messages, topic };
}

const keyOf = (playerId: string) => `${PREFIX}${playerId}`;

/** The storage, or null where it cannot be used (private modes that refuse it). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadConversation(playerId: string): StoredConversation | null {
  const raw = storage()?.getItem(keyOf(playerId));
  if (!raw) return null;
  try {
    return asConversation(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveConversation(playerId: string, conversation: StoredConversation) {
  try {
    if (conversation.messages.length === 0) storage()?.removeItem(keyOf(playerId));
    else storage()?.setItem(keyOf(playerId), JSON.stringify(conversation));
  } catch {
    // Full or refused: the chat still works, it just will not survive a reload.
  }
}

/** Forgets every player's conversation in this tab: on sign-out nothing of it may remain. */
export function forgetCoachConversations() {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
