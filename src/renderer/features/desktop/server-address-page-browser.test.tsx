import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { ServerAddressPage } from './server-address-page';

describe('ServerAddressPage in a browser', () => {
  it('is not a page: the web app talks to the server it came from', () => {
    renderRoutes(
      [{ path: '/desktop/server-address', element: <ServerAddressPage /> }],
      '/desktop/server-address',
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
