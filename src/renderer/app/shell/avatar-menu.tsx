import { usePlayer } from '../../features/accounts/api';
import { laterComponent } from '../../lib/later-component';
import { usePressBeforeArrival } from '../../lib/use-press-on-arrival';
import type { Session } from '../../platform';
import { AvatarButton } from './avatar-button';

// The menu (with its positioning engine) is not part of the first screen.
const AccountMenu = laterComponent(() =>
  import('./account-menu').then((module) => module.AccountMenu),
);

/**
 * The avatar with the account menu. Until the menu's code has arrived the avatar is the same
 * button, and a press fetches the menu and opens it.
 */
export function AvatarMenu({ session }: { session: Session }) {
  const player = usePlayer(session.playerId);
  const displayName = player.status === 'success' ? player.data.displayName : session.displayName;
  const arrival = usePressBeforeArrival(AccountMenu);

  return (
    <AccountMenu
      displayName={displayName}
      player={player}
      pressedBefore={arrival.pressedBefore}
      fallback={
        <AvatarButton
          displayName={displayName}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={arrival.press}
        />
      }
    />
  );
}
