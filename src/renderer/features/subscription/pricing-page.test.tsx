import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPLE_ID, PARTNER_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { PricingPage } from './pricing-page';

/** Sam, signed in as the browser keeps it: player 1 of `coupleId`. */
const signIn = (coupleId: string | null = null) => signInForTest(coupleId);

const renderPricing = () =>
  renderRoutes(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/register', element: <p>Register screen</p> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    '/pricing',
  );

const card = (name: string) => screen.getByRole('article', { name });

// No server in these tests: make sure every call fails fast as "unreachable".
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('PricingPage', () => {
  it('shows the three plans with their prices and the honest payment notice', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const trial = card('Free Trial');
    expect(trial).toHaveTextContent('Free for 14 days');
    expect(trial).toHaveTextContent('No credit card needed');

    const basic = card('Basic');
    expect(basic).toHaveTextContent('$10 per month');
    expect(within(basic).getByRole('list')).toHaveTextContent(
      'Not included: Velvet Coach (chat and guided sessions)',
    );

    const annual = card('Annual');
    expect(annual).toHaveTextContent('$100 per year');
    expect(annual).toHaveTextContent('About $8.33 per month');
    expect(annual).toHaveTextContent('Save 17%');
    expect(annual).toHaveTextContent(/Premium tier: everything, including the Velvet Coach/);
    expect(within(annual).getByRole('list')).toHaveTextContent('Velvet Coach');
    expect(within(annual).getByRole('list')).not.toHaveTextContent('Not included');

    expect(screen.getByRole('note')).toHaveTextContent(
      "Payment integration is coming soon: choosing a plan switches your couple's plan right away, with no charge.",
    );
  });

  it('sends a signed-out visitor to registration from every plan', async () => {
    const { router } = renderPricing();
    for (const name of ['Free Trial', 'Basic', 'Annual']) {
      expect(within(card(name)).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/register',
      );
    }
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();

    await userEvent.click(within(card('Basic')).getByRole('link', { name: 'Get Started' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('tells a signed-in player without a couple to connect first', async () => {
    signIn();
    renderPricing();
    expect(within(card('Free Trial')).queryByRole('link', { name: 'Get Started' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic' }));
    // No server in tests: the fresh-session check fails and the session still has no couple.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No couple found. Please connect with your partner first.',
    );
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeEnabled();
  });

  it('asks before changing the plan: the plan, its price and what changes', async () => {
    signInForTest(COUPLE_ID, { player2Id: PARTNER_ID });
    renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    expect(dialog).toHaveTextContent('$10 per month');
    // No server here, so the current plan is unknown: only what is certain is said.
    expect(
      within(within(dialog).getByRole('list', { name: 'What changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your couple moves to Basic.',
      expect.stringMatching(/^Your plan runs until \w+ \d{1,2}, \d{4}\.$/),
      'No charge: payment integration is coming soon.',
      'Your partner is notified of the change.',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('changes nothing on Cancel or Escape', async () => {
    signIn(COUPLE_ID);
    renderPricing();
    const basic = screen.getByRole('button', { name: 'Choose Basic' });
    await userEvent.click(basic);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    // A couple still waiting for the partner has nobody to notify.
    expect(dialog).not.toHaveTextContent('Your partner is notified');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Choose Annual' }));
    await screen.findByRole('dialog', { name: 'Switch to Annual?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Nothing was sent: a change would have failed here, with no server, and said so.
    await expect(screen.findByRole('alert', {}, { timeout: 1000 })).rejects.toThrow();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(basic).toBeEnabled();
  }, 20_000);

  it('sends the change on Confirm, and reports a failed one', async () => {
    signIn(COUPLE_ID);
    renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Annual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Annual?' });
    expect(dialog).toHaveTextContent('$100 per year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // No server here, so the change fails.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to upgrade subscription. Please try again.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it('answers the FAQ from the keyboard and links back to the dashboard', async () => {
    const { router } = renderPricing();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'How long is the free trial?',
      'What happens when the trial ends?',
      'Can we change plans later?',
      'Is there a money-back guarantee?',
      'How do we pay?',
    ]);

    const guarantee = within(faq).getByRole('button', { name: 'Is there a money-back guarantee?' });
    guarantee.focus();
    await userEvent.keyboard('{Enter}');
    expect(guarantee).toHaveAttribute('aria-expanded', 'true');
    expect(faq).toHaveTextContent('7-day money-back guarantee');
    expect(faq).toHaveTextContent('Payment integration is coming soon');
    expect(faq).toHaveTextContent(
      /preference survey, couple results, shared summary and couple journey \(levels and boundaries\) stay/,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
