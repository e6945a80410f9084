import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/renderer/render';
import { INSTALL_HINT_DISMISSED_KEY } from '../../../lib/use-install-prompt';
import { InstallAppPrompt } from './install-app-prompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IOS_HINT = /tap Share, then “Add to Home Screen”/;

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function offerInstallation() {
  const prompt = vi.fn().mockResolvedValue(undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of ['standalone', 'maxTouchPoints']) Reflect.deleteProperty(window.navigator, key);
});

describe('InstallAppPrompt', () => {
  it('shows Install App only once the browser offers installation, and prompts on click', async () => {
    renderWithProviders(<InstallAppPrompt />);
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();

    const { event, prompt } = offerInstallation();
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it('shows no iOS hint to a browser that is not on iOS', () => {
    renderWithProviders(<InstallAppPrompt />);
    expect(screen.queryByText(IOS_HINT)).not.toBeInTheDocument();
  });

  it('shows the iOS hint on an iPhone, and keeps it hidden after dismissal across remounts', () => {
    useUserAgent(IPHONE);
    const { unmount } = renderWithProviders(<InstallAppPrompt />);
    expect(screen.getByText(IOS_HINT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install tip' }));
    expect(screen.queryByText(IOS_HINT)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).toBe('true');

    unmount();
    renderWithProviders(<InstallAppPrompt />);
    expect(screen.queryByText(IOS_HINT)).not.toBeInTheDocument();
  });

  it('shows the iOS hint on an iPad presenting itself as a Mac', () => {
    useUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
    );
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    renderWithProviders(<InstallAppPrompt />);
    expect(screen.getByText(IOS_HINT)).toBeInTheDocument();
  });

  it('shows nothing on an iPhone already running Velvet from the home screen', () => {
    useUserAgent(IPHONE);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    renderWithProviders(<InstallAppPrompt />);
    expect(screen.queryByText(IOS_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss install tip' })).not.toBeInTheDocument();
  });
});
