import type { WebPreferences } from 'electron';

/** The hardened settings every Velvet window uses; only the preload script differs. */
export function secureWebPreferences(preload: string, partition?: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    spellcheck: false,
    ...(partition ? { partition } : {}),
  };
}
