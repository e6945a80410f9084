import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Velvet server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** True when a process with this id exists, whoever owns it. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How much later than its lock a process must have started to be taken for a reused id. */
const STALE_LOCK_GAP_MS = 10_000;

/**
 * When the process `pid` started, in ms since the epoch; null where that cannot be read (no
 * /proc). Its start time is in clock ticks after boot, which Linux counts at 100 per second
 * for user space whatever the kernel's own rate.
 */
async function startedAt(pid: number): Promise<number | null> {
  try {
    const [stat, system] = await Promise.all([
      fs.readFile(`/proc/${pid}/stat`, 'utf8'),
      fs.readFile('/proc/stat', 'utf8'),
    ]);
    // The command name (field 2) may hold spaces and parentheses: fields count from its end.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(system)?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return null;
    return bootSeconds * 1000 + ticks * 10;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process may still hold it: it runs, and did not start after the lock was
 * written (a process killed without warning leaves its lock, and its id may be given again).
 */
async function holdsLock(pid: number, lockFile: string): Promise<boolean> {
  if (!isRunning(pid)) return false;
  const [started, written] = await Promise.all([
    startedAt(pid),
    fs
      .stat(lockFile)
      .then((stat) => stat.mtimeMs)
      .catch(() => null),
  ]);
  // Boot time is whole seconds and moves when the clock is set: only a clear gap counts.
  return started === null || written === null || started <= written + STALE_LOCK_GAP_MS;
}

/**
 * Claims DATA_DIR for this process so that two servers never run one embedded database.
 * A lock left by a process that no longer runs, or whose id now names a newer process, is
 * taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'velvet.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await fs.readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid !== process.pid && (await holdsLock(pid, lockFile)))
        throw new DataDirInUseError(dataDir, pid);
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
