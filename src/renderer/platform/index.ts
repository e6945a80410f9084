import { createWebPlatform } from './web';
import type { Platform } from './types';

export type { Platform, Session, SignedIn } from './types';

/** The platform this renderer runs on; the desktop build installs its own before start-up. */
export const platform: Platform = createWebPlatform();
