import { Group } from '@mantine/core';
import { InstallAppButton, InstallAppTip } from '../../../components/install-app-hint';
import { useInstallPrompt } from '../../../lib/use-install-prompt';

/**
 * The dashboard's way to install Velvet: an Install App button when the browser offers
 * installation, else on iPhone and iPad a hint to add it to the home screen, which stays
 * dismissed once closed. Nothing once Velvet runs installed.
 */
export function InstallAppPrompt() {
  const { canInstall, install, showIosHint, dismissHint } = useInstallPrompt();
  if (canInstall) {
    return (
      <Group>
        <InstallAppButton install={install} />
      </Group>
    );
  }
  return showIosHint ? <InstallAppTip ios dismissHint={dismissHint} /> : null;
}
