import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_MESSAGES } from '@shared/domain/support';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { ContactPageWithForm } from './contact-page';

// The server is unreachable here; a visitor's message reaching staff is in tests/e2e/support.spec.ts.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('/contact', () => {
  it('lets a visitor fill in the Contact Support form, starting empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/contact', element: <ContactPageWithForm /> }], '/contact');
    const form = screen.getByRole('form', { name: 'Contact Support' });
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      expect(within(form).getByRole('textbox', { name })).toHaveValue('');
    }
    expect(screen.getByRole('heading', { name: 'Email Us' })).toBeInTheDocument();

    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Jordan');
    await user.click(within(form).getByRole('textbox', { name: 'Email' }));
    await user.paste('jordan@example.com');
    await user.click(within(form).getByRole('textbox', { name: 'Subject' }));
    await user.paste('Hello');
    await user.click(within(form).getByRole('textbox', { name: 'Message' }));
    await user.paste('A question.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      SUPPORT_MESSAGES.failed,
    );
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('A question.');
  }, 20_000);
});
