import { useAtomValue } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { platform, type Session } from '../platform';

// Read when a store first uses it, not when this module loads, so a session that exists by
// then (a test signing in after imports, a token written before the app mounts) is seen.
const sessionAtom = atomWithLazy<Session | null>(() => platform.currentSession());
sessionAtom.onMount = (set) => {
  set(platform.currentSession());
  return platform.onSessionChange(set);
};

/** The signed-in player's session, kept current by the platform. */
export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

/** The session on screens behind RequireSession, which never render without one. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession is for screens behind RequireSession.');
  return session;
}
