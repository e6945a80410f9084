import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Failing(): never {
  throw new Error('The survey could not be read');
}

afterEach(() => vi.restoreAllMocks());

describe('a screen that fails to render', () => {
  it('shows what went wrong in its place, and the next address shows its own screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary pathname="/survey">
        <Failing />
      </ScreenErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The survey could not be read')).toBeInTheDocument();

    rerender(
      <ScreenErrorBoundary pathname="/dashboard">
        <p>Welcome back</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
