import {
  localStorageColorSchemeManager,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { COLOR_SCHEME_KEY } from './device-storage';

/** The theme is kept on this device (see COLOR_SCHEME_KEY), and other open tabs follow it. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export type ThemeChoice = 'auto' | 'light' | 'dark';

/**
 * The theme chosen on this device ("auto" follows the system), the one on screen now, and how to
 * choose: a choice is kept in local storage at once and applies to every open tab.
 */
export function useThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const shown = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return {
    choice: colorScheme as ThemeChoice,
    shown,
    choose: (next: ThemeChoice) => setColorScheme(next),
  };
}
