import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { JourneyLevelView } from './journey-level-card';

describe('JourneyLevelView', () => {
  it('shows the level, its description, the progress and the next steps', () => {
    renderWithProviders(
      <JourneyLevelView
        progress={{
          status: 'success',
          error: null,
          retry: () => {},
          data: {
            level: 'Playful',
            levelEmoji: '😜',
            levelDescription: 'Light teasing and games that make you both smile.',
            progressPercent: 40,
            progressText: '2 of 5 tasks completed at Playful',
            nextSteps: ['Complete 3 more quick tasks'],
          },
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Your Journey' });
    expect(card).toHaveTextContent('😜 Playful');
    expect(card).toHaveTextContent('Light teasing and games that make you both smile.');
    expect(within(card).getByRole('progressbar', { name: /Playful: 40%/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(card).toHaveTextContent('2 of 5 tasks completed at Playful');
    expect(within(card).getByRole('listitem')).toHaveTextContent('Complete 3 more quick tasks');
    expect(within(card).getByRole('link', { name: 'My Boundaries' })).toHaveAttribute(
      'href',
      '/boundaries',
    );
  });

  it('says when the progress fails to load, with a Retry', () => {
    renderWithProviders(
      <JourneyLevelView
        progress={{ status: 'error', data: undefined, error: new Error('x'), retry: () => {} }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load journey progress');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
