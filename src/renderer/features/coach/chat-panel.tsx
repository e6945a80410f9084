import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus, IconSend } from '@tabler/icons-react';
import type { ChatMessage } from '@shared/api/coach';
import { CHAT_MESSAGE_MAX_LENGTH, COACH_MESSAGES } from '@shared/domain/coach';
import { ActionError } from '../../components/action-error';
import { SectionCard } from '../../components/section-card';
import type { Conversation } from './use-conversation';
import { COACH_TEXTS } from './messages';
import { tone } from '../../lib/tones';

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Paper
      component="article"
      aria-label={mine ? 'You' : 'Velvet Coach'}
      withBorder
      radius="md"
      p="sm"
      bg={mine ? tone.tintSurface : undefined}
      ml={mine ? 'xl' : 0}
      mr={mine ? 0 : 'xl'}
    >
      <Text size="xs" fw={600} c="dimmed">
        {mine ? 'You' : 'Velvet Coach'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.content}
      </Text>
    </Paper>
  );
}

/** The conversation so far; new answers are announced as they arrive (a log region). */
function MessageLog({ messages }: { messages: ChatMessage[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    <Stack
      role="log"
      aria-label="Conversation with Velvet Coach"
      gap="xs"
      mah="60vh"
      style={{ overflowY: 'auto' }}
    >
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COACH_TEXTS.chatEmpty}
        </Text>
      ) : (
        messages.map((message, index) => <MessageBubble key={index} message={message} />)
      )}
      <div ref={end} />
    </Stack>
  );
}

/**
 * The chat: the messages, then a box to write in. What was typed stays until the coach has
 * answered it, so a failed send loses nothing.
 */
export function ChatPanel({ conversation }: { conversation: Conversation }) {
  const { messages, topic, sending, error, send, reset } = conversation;
  const [draft, setDraft] = useState('');
  // Said once a new conversation starts, so a screen reader hears that the log was cleared.
  const [notice, setNotice] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const text = draft.trim();

  async function submit() {
    if (!text || sending) return;
    setNotice('');
    if (await send(text)) setDraft('');
  }

  function startAfresh() {
    reset();
    setNotice(COACH_TEXTS.newConversationStarted);
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <SectionCard id="coach-chat" title={COACH_TEXTS.chatTitle} busy={sending}>
      {(topic || messages.length > 0) && (
        <Group gap="xs" justify="space-between">
          {topic ? (
            <Badge variant="light" size="lg" tt="none">
              Topic: {topic}
            </Badge>
          ) : (
            <span />
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={startAfresh}
            disabled={sending}
          >
            {COACH_TEXTS.newConversation}
          </Button>
        </Group>
      )}
      <MessageLog messages={messages} />
      <Text role="status" size="sm" c="dimmed">
        {sending ? COACH_TEXTS.typing : notice}
      </Text>
      {error !== null && !sending && (
        <ActionError title={COACH_MESSAGES.sendFailed} error={error} />
      )}
      <Textarea
        ref={box}
        label={COACH_TEXTS.chatLabel}
        description={COACH_TEXTS.chatHint}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        readOnly={sending}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        rows={3}
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void submit()}
          disabled={!text}
          loading={sending}
        >
          Send
        </Button>
      </Group>
    </SectionCard>
  );
}
