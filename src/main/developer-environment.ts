import type { App } from 'electron';

/**
 * The environment variables a development or QA run may set (VELVET_SERVER_URL,
 * VELVET_USER_DATA_DIR, VELVET_NOTIFICATION_POLL_MS). A packaged app reads none of them: on a
 * player's computer, anything that can set an environment variable before launch could
 * otherwise point Velvet at another server or another folder of tokens.
 */
export function developerEnvironment(
  app: Pick<App, 'isPackaged'>,
  env: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  return app.isPackaged ? {} : env;
}

/** QA and several profiles side by side: a separate folder for settings and the vault. */
export function useDeveloperUserDataDir(
  app: Pick<App, 'isPackaged' | 'setPath'>,
  env: Record<string, string | undefined> = process.env,
): void {
  const folder = developerEnvironment(app, env).VELVET_USER_DATA_DIR;
  if (folder) app.setPath('userData', folder);
}
