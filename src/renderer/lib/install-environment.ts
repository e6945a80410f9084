import { platform } from '../platform';

/** Safari on iOS marks a page opened from the home screen here. */
interface IosNavigator extends Navigator {
  standalone?: boolean;
}

/**
 * An iPhone, iPad or iPod, where the only way to install a web app is Share, then "Add to Home
 * Screen". iPadOS presents itself as a Mac, told apart by its touch screen.
 */
export function isIosDevice(nav: Navigator = navigator): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/** Velvet already runs as an installed app: the desktop app, or a home-screen web app. */
export function runsAsInstalledApp(): boolean {
  if (platform.kind === 'desktop') return true;
  if ((navigator as IosNavigator).standalone === true) return true;
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}
