/**
 * An in-app path a notification or the desktop app may open: one leading slash, never another
 * origin. Plain values, so the desktop window checks a path without loading zod; the IPC
 * contract builds its schema from them (src/shared/ipc.ts).
 */
export const APP_PATH_PATTERN = /^\/(?![/\\])[^\s]*$/;
export const APP_PATH_MAX_LENGTH = 2048;

export const isAppPath = (path: string) =>
  path.length <= APP_PATH_MAX_LENGTH && APP_PATH_PATTERN.test(path);
