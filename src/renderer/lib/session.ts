import { atom, useAtomValue } from 'jotai';
import { platform, type Session } from '../platform';

const sessionAtom = atom<Session | null>(platform.currentSession());
sessionAtom.onMount = (set) => {
  set(platform.currentSession());
  return platform.onSessionChange(set);
};

/** The signed-in player's session, kept current by the platform. */
export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}
