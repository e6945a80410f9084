import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_MESSAGES } from '@shared/domain/support';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { HelpAndSupportPage } from './help-and-support-page';

const renderPage = (path = '/help-and-support') =>
  renderRoutes([{ path: '/help-and-support', element: <HelpAndSupportPage /> }], path);

const form = () => screen.getByRole('form', { name: 'Contact Support' });
const field = (name: string) => within(form()).getByRole('textbox', { name });

// The server is unreachable in these tests; sending for real is in tests/e2e/support.spec.ts.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('HelpAndSupportPage', () => {
  it('opens on Instructions, saying how long quick tasks and adventures take', () => {
    signInForTest();
    renderPage();
    expect(screen.getByRole('tab', { name: 'Instructions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Instructions' });
    const topics = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(topics).toEqual(
      expect.arrayContaining([
        'The survey',
        'Results',
        'Quick tasks (5 to 15 minutes)',
        'Adventures (30 to 90 minutes)',
        'Dares',
        'Velvet Coach',
      ]),
    );
    expect(within(panel).getByText(/not a therapist/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Go to Dares' })).toHaveAttribute(
      'href',
      '/dares',
    );
  });

  it('starts the form with the signed-in name and email', async () => {
    signInForTest();
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Contact Support' }));
    expect(field('Name')).toHaveValue('Sam');
    expect(field('Email')).toHaveValue('sam@example.com');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('opens on Contact Support from a link', () => {
    signInForTest();
    renderPage('/help-and-support?tab=contact');
    expect(screen.getByRole('tab', { name: 'Contact Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says what each empty or wrong field needs, and takes the keyboard to the first', async () => {
    const user = userEvent.setup({ delay: null });
    signInForTest(null, { displayName: '', email: '' });
    renderPage('/help-and-support?tab=contact');
    await user.type(field('Email'), 'sam@');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));

    const alerts = within(form())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Name is required.',
      'Please enter a valid email address.',
      'Subject is required.',
      'Message is required.',
    ]);
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('shows the failure with its reason and keeps everything typed, across tabs too', async () => {
    const user = userEvent.setup({ delay: null });
    signInForTest();
    renderPage('/help-and-support?tab=contact');
    await user.click(field('Subject'));
    await user.paste('Results page');
    await user.click(field('Message'));
    await user.paste('It stays empty.');

    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    await user.click(screen.getByRole('tab', { name: 'Contact Support' }));
    expect(field('Subject')).toHaveValue('Results page');

    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    const failure = await within(form()).findByRole('alert', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent(SUPPORT_MESSAGES.failed);
    expect(failure).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(field('Name')).toHaveValue('Sam');
    expect(field('Email')).toHaveValue('sam@example.com');
    expect(field('Subject')).toHaveValue('Results page');
    expect(field('Message')).toHaveValue('It stays empty.');
    expect(within(form()).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  }, 20_000);
});
