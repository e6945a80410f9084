import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACH_MESSAGES } from '@shared/domain/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, PLAYER_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { ChatPanel } from './chat-panel';
import { useConversation, type Conversation } from './use-conversation';

/** The chat as the screen has it, talking to the (unreachable) server. */
function LiveChat({ onTierRefused }: { onTierRefused: () => void }) {
  return <ChatPanel conversation={useConversation(PLAYER_ID, onTierRefused)} />;
}

const box = () => screen.getByRole('textbox', { name: /^Message the coach/ });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('ChatPanel', () => {
  it('keeps what was typed when sending fails, and says why', async () => {
    const onTierRefused = vi.fn();
    renderWithProviders(<LiveChat onTierRefused={onTierRefused} />);
    await userEvent.type(box(), 'How do we talk about fantasies?');
    await userEvent.keyboard('{Enter}');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(COACH_MESSAGES.sendFailed);
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(box()).toHaveValue('How do we talk about fantasies?');
    expect(within(screen.getByRole('log')).queryAllByRole('article')).toHaveLength(0);
    expect(onTierRefused).not.toHaveBeenCalled();
  });

  it('sends nothing blank, and Shift+Enter starts a new line instead of sending', async () => {
    renderWithProviders(<LiveChat onTierRefused={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.clear(box());
    await userEvent.type(box(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box()).toHaveValue('First line\nsecond line');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toBeEnabled();
  });

  it('shows the conversation in a log and clears the box once the coach has answered', async () => {
    const send = vi.fn(async () => true);
    const conversation: Conversation = {
      messages: [
        { role: 'user', content: 'Hello coach' },
        { role: 'assistant', content: 'Hello! What would you like to explore together?' },
      ],
      topic: 'Romance',
      sending: false,
      error: null,
      send,
      reset: vi.fn(),
    };
    renderWithProviders(<ChatPanel conversation={conversation} />);
    const log = screen.getByRole('log', { name: 'Conversation with Velvet Coach' });
    const messages = within(log).getAllByRole('article');
    expect(messages.map((message) => message.getAttribute('aria-label'))).toEqual([
      'You',
      'Velvet Coach',
    ]);
    expect(messages[1]).toHaveTextContent('Hello! What would you like to explore together?');
    expect(screen.getByText('Topic: Romance')).toBeVisible();

    await userEvent.type(box(), '  Something slow and sweet  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('Something slow and sweet');
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('says the coach is writing while a message is on its way', () => {
    renderWithProviders(
      <ChatPanel
        conversation={{
          messages: [],
          topic: null,
          sending: true,
          error: null,
          send: vi.fn(),
          reset: vi.fn(),
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Velvet Coach is writing…');
    expect(screen.getByRole('region', { name: 'Chat with Velvet Coach' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
