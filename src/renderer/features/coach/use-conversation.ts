import { useState } from 'react';
import type { ChatMessage } from '@shared/api/coach';
import { CHAT_MAX_MESSAGES } from '@shared/domain/coach';
import { useCoachChat } from './api';
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
}

/**
 * The chat with the coach, kept on this screen only: the server stores no conversation, so each
 * call carries it (its latest CHAT_MAX_MESSAGES, the most one call may hold).
 */
export function useConversation(onTierRefused: () => void): Conversation {
  const chat = useCoachChat();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [topic, setTopic] = useState<string | null>(null);

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

  return { messages, topic, sending: chat.isPending, error: chat.error, send };
}
