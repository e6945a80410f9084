import { useEffect, useState } from 'react';
import type { ChatMessage } from '@shared/api/coach';
import { CHAT_MAX_MESSAGES } from '@shared/domain/coach';
import { useCoachChat } from './api';
import { loadConversation, saveConversation } from './conversation-storage';
import { isTierRefusal } from './tier-refusal';

export interface Conversation {
  messages: ChatMessage[];
  /** The topic the conversation is about, from the grid. */
  topic: string | null;
  sending: boolean;
  /** Why the last message failed, until the next one is sent. */
  error: unknown;
  /** Sends one message of the player's; true once the coach answered. */
  send: (text: string, topic?: string) => Promise<boolean>;
  /** Starts afresh: the messages and the topic are gone, here and in this tab's storage. */
  reset: () => void;
}

/**
 * The chat with the coach: the server stores no conversation, so each call carries it (its
 * latest CHAT_MAX_MESSAGES, the most one call may hold). It is kept in this tab for the
 * signed-in player (conversation-storage.ts), so a reload finds it again.
 */
export function useConversation(playerId: string, onTierRefused: () => void): Conversation {
  const chat = useCoachChat();
  const [restored] = useState(() => loadConversation(playerId));
  const [messages, setMessages] = useState<ChatMessage[]>(restored?.messages ?? []);
  const [topic, setTopic] = useState<string | null>(restored?.topic ?? null);

  useEffect(() => {
    saveConversation(playerId, { messages, topic });
  }, [playerId, messages, topic]);

  async function send(text: string, nextTopic: string | undefined = undefined) {
    const about = nextTopic ?? topic;
    if (nextTopic !== undefined) setTopic(nextTopic);
    const conversation: ChatMessage[] = [...messages, { role: 'user', content: text }];
    const sent = conversation.slice(-CHAT_MAX_MESSAGES);
    const kept = conversation.slice(0, conversation.length - sent.length);
    try {
      const answer = await chat.mutateAsync({ body: { messages: sent, topic: about } });
      setMessages([...kept, ...answer.messages]);
      return true;
    } catch (error) {
      if (isTierRefusal(error)) onTierRefused();
      return false;
    }
  }

  function reset() {
    setMessages([]);
    setTopic(null);
    chat.reset();
  }

  return { messages, topic, sending: chat.isPending, error: chat.error, send, reset };
}
