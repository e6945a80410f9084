import path from 'node:path';

// Beside the bundled main script (out/main): the renderer and the preload scripts.
export const rendererDir = path.join(import.meta.dirname, '../renderer');
export const preloadPath = (name: 'player' | 'admin') =>
  path.join(import.meta.dirname, '../preload', `${name}.cjs`);
