import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as the user
 * `postgres`. That user must be able to walk into the data directory and the binaries;
 * a folder like a 700 home directory on the way would make PostgreSQL fail with an obscure
 * error, so name the folder instead.
 */
export function findUnreachableFolder(target: string): string | null {
  let current = path.resolve(target);
  const folders: string[] = [];
  while (true) {
    folders.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of folders) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(folder);
    } catch {
      return null; // not created yet: it will be created with the usual permissions
    }
    if (stat.isDirectory() && (stat.mode & 0o001) === 0) return folder;
  }
  return null;
}
