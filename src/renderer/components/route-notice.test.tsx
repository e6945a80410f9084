import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../tests/support/renderer/render';
import { noticeState, RouteNotice } from './route-notice';

const renderAt = async (state?: unknown) => {
  const rendered = renderRoutes([{ path: '/', element: <RouteNotice /> }], '/');
  if (state !== undefined) await rendered.router.navigate('/', { state });
  return rendered;
};

describe('RouteNotice', () => {
  it('shows the sentence the previous screen left, until dismissed', async () => {
    await renderAt(noticeState('Your account has been deleted.'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your account has been deleted.');
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing without one', async () => {
    await renderAt();
    await renderAt({ notice: 42 });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
