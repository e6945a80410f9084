import { useCallback, useEffect, useState } from 'react';
import { isIosDevice, runsAsInstalledApp } from './install-environment';

/** The event Chromium-based browsers fire when the web app can be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** One dismissal hides the add-to-home-screen hint everywhere on this device. */
export const INSTALL_HINT_DISMISSED_KEY = 'velvet.installHintDismissed';

function readHintDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface InstallPrompt {
  /** The browser offered installation: show an Install App button. */
  canInstall: boolean;
  /** Shows the browser's own install dialog. */
  install: () => Promise<void>;
  /** Show the manual "add to home screen" hint instead. */
  showHint: boolean;
  /** The manual hint is due and this is an iPhone or iPad, which has no install prompt. */
  showIosHint: boolean;
  /** Hides the hint for good on this device. */
  dismissHint: () => void;
}

/** Tracks whether Velvet can be installed here, and the remembered dismissal of the hint. */
export function useInstallPrompt(): InstallPrompt {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(runsAsInstalledApp);
  const [hintDismissed, setHintDismissed] = useState(readHintDismissed);
  const [ios] = useState(() => isIosDevice());

  useEffect(() => {
    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the event so the prompt opens from our button, not the browser's mini bar.
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setPromptEvent(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!promptEvent) return;
    // A prompt event can be used only once; the browser fires a new one if it may ask again.
    setPromptEvent(null);
    try {
      await promptEvent.prompt();
      const choice = await promptEvent.userChoice;
      if (choice.outcome === 'accepted') setInstalled(true);
    } catch {
      // The browser refused to show the dialog; the button is already gone.
    }
  }, [promptEvent]);

  const dismissHint = useCallback(() => {
    setHintDismissed(true);
    try {
      window.localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, 'true');
    } catch {
      // Storage is unavailable (private mode); the hint stays hidden until reload.
    }
  }, []);

  const canInstall = !installed && promptEvent !== null;
  const showHint = !installed && !canInstall && !hintDismissed;
  return { canInstall, install, showHint, showIosHint: showHint && ios, dismissHint };
}
