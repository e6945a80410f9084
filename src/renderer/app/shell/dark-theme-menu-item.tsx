import { Menu } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemeChoice } from '../../lib/color-scheme';

const iconProps = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

/**
 * The avatar menu's "Dark theme" switch: a menu item checkbox, so a screen reader says whether
 * the dark theme is on, and the menu stays open so the change is seen in place. Choosing either
 * theme here stops following the system on this device (Settings can go back to it).
 */
export function DarkThemeMenuItem() {
  const { shown, choose } = useThemeChoice();
  const dark = shown === 'dark';
  return (
    <Menu.CheckboxItem
      checked={dark}
      onChange={(checked) => choose(checked ? 'dark' : 'light')}
      rightSection={dark ? <IconMoon {...iconProps} /> : <IconSun {...iconProps} />}
    >
      Dark theme
    </Menu.CheckboxItem>
  );
}
