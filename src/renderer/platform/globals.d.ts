import type { AdminBridge, PlayerBridge } from '@shared/ipc';

// What the desktop app's preloads put on the page: the player window gets `velvet`, the admin
// window `velvetAdmin`. Neither exists in a browser.
declare global {
  interface Window {
    velvet?: PlayerBridge;
    velvetAdmin?: AdminBridge;
  }
}

export {};
