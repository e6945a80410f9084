import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experience } from '@shared/api/adventures';
import { ADVENTURE_ERRORS, ADVENTURE_MESSAGES, HIDDEN_TITLE } from '@shared/domain/adventures';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { AdventureCard, type AdventureEvents } from './adventure-card';

const FULL: Experience = {
  id: '6f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
  coupleId: COUPLE_ID,
  title: 'Candlelit picnic on the floor',
  type: 'romantic',
  status: 'draft',
  level: 'Playful',
  isLeadPartner: true,
  leadPartnerName: 'Sam',
  visibleToPartner: false,
  partnerTeaser: 'Keep Friday evening free and wear something soft.',
  chanceOutcome: null,
  chanceResult: null,
  selectedAccessories: ['Candles', 'Music playlist'],
  preparationInstructions: 'Bring a blanket and two cushions.',
  details: 'Lay the blanket in the living room and light the candles.',
  summary: 'A slow evening of food and closeness.',
  durationMinutes: 60,
  player1Response: null,
  player2Response: null,
  player1ResponseDate: null,
  player2ResponseDate: null,
  postponedUntil: null,
  partnerFeedback: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  completedAt: null,
};

/** What the other partner is sent: the teaser alone until they accept. */
const asPartner = (overrides: Partial<Experience> = {}): Experience => ({
  ...FULL,
  isLeadPartner: false,
  status: 'planned',
  visibleToPartner: true,
  title: HIDDEN_TITLE,
  selectedAccessories: [],
  preparationInstructions: null,
  details: null,
  summary: null,
  ...overrides,
});

function renderCard(experience: Experience) {
  const events: AdventureEvents = {
    onSent: vi.fn(),
    onAnswered: vi.fn(),
    onCompleted: vi.fn(),
    onBadges: vi.fn(),
  };
  renderWithProviders(<AdventureCard experience={experience} events={events} />);
  return { card: screen.getByRole('article'), events };
}

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('AdventureCard for the lead', () => {
  it('shows the whole draft, the teaser to send, Confirm & Send Teaser and Regenerate', () => {
    const { card } = renderCard(FULL);
    expect(card).toHaveAccessibleName(FULL.title);
    for (const text of [FULL.details!, FULL.preparationInstructions!, FULL.summary!])
      expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByText('Candles')).toBeVisible();
    expect(within(card).getByText('Music playlist')).toBeVisible();
    expect(within(card).getByRole('textbox', { name: /^Teaser for your partner/ })).toHaveValue(
      FULL.partnerTeaser,
    );
    expect(within(card).getByRole('button', { name: 'Confirm & Send Teaser' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });

  it('says when sending the teaser fails, and why', async () => {
    const { card, events } = renderCard(FULL);
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm & Send Teaser' }));
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(ADVENTURE_MESSAGES.confirmFailed);
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(events.onSent).not.toHaveBeenCalled();
  });

  it("waits for the partner's response, without Mark Completed", () => {
    const { card } = renderCard({ ...FULL, status: 'planned', visibleToPartner: true });
    expect(within(card).getByText("Waiting for your partner's response")).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Mark Completed' })).toBeNull();
    expect(within(card).getByText(FULL.partnerTeaser!)).toBeVisible();
  });

  it('offers Mark Completed once the partner accepted, and says when it fails', async () => {
    const { card } = renderCard({
      ...FULL,
      status: 'planned',
      visibleToPartner: true,
      player2Response: 'accepted',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.completeFailed,
    );
  });

  it("reads the partner's reflection once written, and says when there is none yet", () => {
    const completed = {
      ...FULL,
      status: 'completed' as const,
      player2Response: 'accepted' as const,
    };
    const { card } = renderCard({ ...completed, partnerFeedback: 'Best Friday in months.' });
    const reflection = within(card).getByRole('heading', { name: "Partner's Reflection" });
    expect(reflection.parentElement).toHaveTextContent('Best Friday in months.');
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('notes a reflection not yet written', () => {
    const { card } = renderCard({ ...FULL, status: 'completed', player2Response: 'accepted' });
    expect(within(card).getByText('Your partner has not written a reflection yet.')).toBeVisible();
  });

  it('shows a declined adventure as declined', () => {
    const { card } = renderCard({ ...FULL, status: 'declined', player2Response: 'declined' });
    expect(card).toHaveTextContent('Your partner declined this adventure.');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('AdventureCard for the other partner', () => {
  it('shows only the teaser of a planned adventure, with Accept and Decline', () => {
    const { card } = renderCard(asPartner());
    expect(card).toHaveAccessibleName(HIDDEN_TITLE);
    expect(card).toHaveTextContent('Planned by Sam');
    expect(within(card).getByText(FULL.partnerTeaser!)).toBeVisible();
    for (const hidden of [FULL.title, FULL.details!, FULL.summary!, FULL.preparationInstructions!])
      expect(card).not.toHaveTextContent(hidden);
    expect(within(card).queryByRole('heading', { name: 'Accessories' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('asks before declining, and Cancel leaves the adventure unanswered', async () => {
    const { card, events } = renderCard(asPartner());
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this adventure?' });
    expect(dialog).toHaveTextContent('Declining is for good');
    expect(dialog).toHaveTextContent('Sam is told');
    expect(within(dialog).getByRole('button', { name: 'Not tonight' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(events.onAnswered).not.toHaveBeenCalled();
  });

  it('says when declining, once confirmed, fails', async () => {
    const { card, events } = renderCard(asPartner());
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this adventure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.respondFailed,
    );
    expect(events.onAnswered).not.toHaveBeenCalled();
  });

  it('offers Not tonight beside Decline, and says when putting it off fails', async () => {
    const { card, events } = renderCard(asPartner());
    const buttons = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Accept', 'Not tonight', 'Decline']);
    await userEvent.click(within(card).getByRole('button', { name: 'Not tonight' }));
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.postponeFailed,
    );
    expect(events.onAnswered).not.toHaveBeenCalled();
  });

  it('says a put-off adventure comes back tomorrow, without asking again yet', () => {
    const postponedUntil = '2025-03-05T21:00:00.000Z';
    const { card } = renderCard(asPartner({ postponedUntil }));
    expect(card).toHaveTextContent(
      'You said not tonight. This adventure comes back to you tomorrow.',
    );
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('tells the lead their partner said not tonight', () => {
    const { card } = renderCard({
      ...FULL,
      status: 'planned',
      visibleToPartner: true,
      postponedUntil: '2025-03-05T21:00:00.000Z',
    });
    expect(card).toHaveTextContent(
      'Your partner said not tonight. It comes back to them tomorrow.',
    );
  });

  it('shows the preparation once accepted, and no more answers', () => {
    const { card } = renderCard(
      asPartner({
        player2Response: 'accepted',
        preparationInstructions: FULL.preparationInstructions,
        selectedAccessories: ['Candles'],
      }),
    );
    expect(card).toHaveTextContent('You accepted.');
    expect(within(card).getByText(FULL.preparationInstructions!)).toBeVisible();
    expect(within(card).getByText('Candles')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(card).not.toHaveTextContent(FULL.details!);
  });

  it('asks for a reflection on a completed adventure, never a blank one', async () => {
    const { card } = renderCard({
      ...FULL,
      isLeadPartner: false,
      status: 'completed',
      player2Response: 'accepted',
    });
    expect(within(card).getByText(FULL.details!)).toBeVisible();
    await userEvent.type(within(card).getByRole('textbox', { name: /^Your reflection/ }), '   ');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Reflection' }));
    expect(within(card).getByText(ADVENTURE_ERRORS.blankReflection)).toBeVisible();

    await userEvent.type(within(card).getByRole('textbox', { name: /^Your reflection/ }), 'Lovely');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Reflection' }));
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.reflectionFailed,
    );
  });

  it('shows their own reflection once written', () => {
    const { card } = renderCard({
      ...FULL,
      isLeadPartner: false,
      status: 'completed',
      partnerFeedback: 'So much fun.',
    });
    expect(within(card).getByRole('heading', { name: 'Your reflection' })).toBeVisible();
    expect(card).toHaveTextContent('So much fun.');
    expect(within(card).queryByRole('button', { name: 'Submit Reflection' })).toBeNull();
  });
});
