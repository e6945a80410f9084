import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The pids of the processes whose parent is `parentPid` (Linux /proc). */
function childrenOf(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === parentPid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** The postmaster's pid from the cluster's postmaster.pid, or null when there is none. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Kills the server and its whole embedded PostgreSQL with SIGKILL in one go, server first, as
 * a crash of the machine's processes would: the postmaster and every one of its processes
 * (backends, WAL writer, checkpointer) get no chance to write anything more. Returns the pids.
 */
export function killServerAndPostgres(serverPid: number, dataDir: string): number[] {
  const postmaster = postmasterPid(dataDir);
  const pids = [serverPid, ...(postmaster ? [postmaster, ...childrenOf(postmaster)] : [])];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return pids;
}
