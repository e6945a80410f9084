import { useCallback } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';

/** Local storage key of the desktop rail preference; logout clears local storage, and it with it. */
export const NAV_COLLAPSED_KEY = 'velvet.shell.navCollapsed';

export interface NavState {
  isDesktop: boolean;
  /** Whether the sidebar shows its full labels (desktop) or is open at all (mobile). */
  expanded: boolean;
  /** Desktop only: the sidebar is a narrow icon rail. */
  rail: boolean;
  mobileOpened: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

/**
 * One toggle drives two states: on a desktop it folds the sidebar into an icon rail (remembered
 * on this device), on a phone it opens and closes the overlay sidebar.
 */
export function useNavState(): NavState {
  const theme = useMantineTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [rail, setRail] = useLocalStorage<boolean>({
    key: NAV_COLLAPSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  const toggle = useCallback(() => {
    if (isDesktop) setRail((current) => !current);
    else toggleMobile();
  }, [isDesktop, toggleMobile, setRail]);

  return {
    isDesktop,
    expanded: isDesktop ? !rail : mobileOpened,
    rail: isDesktop && rail,
    mobileOpened,
    toggle,
    closeMobile,
  };
}
