import { createElectronPlatform } from './electron';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export type { Platform, ServerAddressSetting, Session, SignedIn } from './types';

/** The platform this renderer runs on: the desktop player window's preload brings `velvet`. */
export const platform: Platform = window.velvet
  ? createElectronPlatform(window.velvet)
  : createWebPlatform();
