import type { WebPreferences } from 'electron';

/** The hardened settings every Velvet window uses; only the preload and session differ. */
export function secureWebPreferences(preload: string, partition?: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    ...(partition ? { partition } : {}),
  };
}
