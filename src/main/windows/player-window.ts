import path from 'node:path';
import { BrowserWindow, shell } from 'electron';
import { secureWebPreferences } from './secure-web-preferences';

const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadDir = path.join(import.meta.dirname, '../preload');

/** The couple's window: the bundled renderer, no navigation away from it, no pop-ups. */
export function createPlayerWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    title: 'Velvet',
    show: false,
    webPreferences: secureWebPreferences(path.join(preloadDir, 'player.cjs')),
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  if (process.env.ELECTRON_RENDERER_URL) void window.loadURL(process.env.ELECTRON_RENDERER_URL);
  else void window.loadFile(path.join(rendererDir, 'index.html'));
  return window;
}
