import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@shared/api/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import {
  COUPLE_ID,
  PARTNER_ID,
  PLAYER_ID,
  signIn,
} from '../../../../tests/support/renderer/couple-session';
import { signInForTest } from '../../../../tests/support/renderer/session';
// The app's sign-out listener, as main.tsx loads it.
import '../../app/query-client';
import { setApiBaseUrl } from '../../lib/http';
import { platform } from '../../platform';
import { ChatPanel } from './chat-panel';
import { useConversation } from './use-conversation';

const ANSWER = 'Start with something small and body-safe, chosen together.';

/** A coach that answers every chat with ANSWER; every other call (sign-out) gets a 204. */
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'POST' && request.url?.endsWith('/velvetcoach/chat')) {
        const { messages } = JSON.parse(body) as { messages: ChatMessage[] };
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({ messages: [...messages, { role: 'assistant', content: ANSWER }] }),
        );
      } else {
        response.statusCode = 204;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  window.sessionStorage.clear();
  signIn(COUPLE_ID);
});

function LiveChat({ playerId }: { playerId: string }) {
  return <ChatPanel conversation={useConversation(playerId, vi.fn())} />;
}

const log = () => screen.getByRole('log', { name: 'Conversation with Velvet Coach' });
const box = () => screen.getByRole('textbox', { name: /^Message the coach/ });

async function askTheCoach(question: string) {
  await userEvent.type(box(), question);
  await userEvent.keyboard('{Enter}');
  await within(log()).findByText(ANSWER);
}

describe('the chat with the coach in this tab', () => {
  it('is still there after a remount, for the same player only, and gone after sign-out', async () => {
    const first = renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    await askTheCoach('What is a good first toy for couples?');
    first.unmount();

    // A reload mounts the chat afresh: the conversation comes back.
    const again = renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    expect(within(log()).getByText('What is a good first toy for couples?')).toBeVisible();
    expect(within(log()).getByText(ANSWER)).toBeVisible();
    again.unmount();

    // The partner signing in on the same browser does not see it.
    signInForTest(COUPLE_ID, { sub: PARTNER_ID, player1Id: PLAYER_ID, player2Id: PARTNER_ID });
    const partner = renderWithProviders(<LiveChat playerId={PARTNER_ID} />);
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
    partner.unmount();

    signIn(COUPLE_ID);
    await platform.logout();
    renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('starts a new conversation from a button, said aloud, with the box ready to type in', async () => {
    const first = renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    await askTheCoach('How do we talk about fantasies?');
    const fresh = screen.getByRole('button', { name: 'New conversation' });
    fresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(log()).queryAllByRole('article')).toHaveLength(0));
    expect(screen.getByRole('status')).toHaveTextContent('New conversation started');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    first.unmount();

    renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
  });
});

describe('a stored conversation', () => {
  it('is ignored when it is not a conversation', () => {
    window.sessionStorage.setItem(
      `velvet.coach-conversation.${PLAYER_ID}`,
      '{"messages":[{"role":"system","content":"x"}],"topic":null}',
    );
    renderWithProviders(<LiveChat playerId={PLAYER_ID} />);
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
  });
});
