import { useRef, useState, type KeyboardEvent } from 'react';
import { AppShell, Box } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { BetaBanner } from '../../components/beta-banner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import classes from './shell.module.css';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';
import { useNavState } from './use-nav-state';

const NAV_ID = 'app-navigation';
const MAIN_ID = 'main-content';

export interface SignedInLayoutProps {
  /** The sidebar's links. */
  navItems: readonly NavItem[];
  /** The title of the page at an address. */
  titleAt: (pathname: string) => string | undefined;
}

/**
 * The frame around every signed-in screen: top bar, sidebar, beta notice and the screen itself.
 * Its links and titles come from the screen table, handed down by the router.
 */
export function SignedInLayout({ navItems, titleAt }: SignedInLayoutProps) {
  const session = useSession();
  const title = usePageTitle(titleAt);
  const nav = useNavState();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navHidden = !nav.isDesktop && !nav.mobileOpened;
  // A phone's sidebar stays closed until asked for: its links are rendered when it first opens,
  // not with the first screen, which then has less to build on a slow phone.
  const [navRendered, setNavRendered] = useState(!navHidden);
  if (!navHidden && !navRendered) setNavRendered(true);

  // RequireSession guards this layout; this only covers the moment a logout lands.
  if (!session) return <Navigate to={paths.login.getHref()} replace />;

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || nav.isDesktop || !nav.mobileOpened) return;
    nav.closeMobile();
    toggleRef.current?.focus();
  }

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: { sm: nav.rail ? 76 : 240 },
          breakpoint: 'sm',
          collapsed: { mobile: !nav.mobileOpened, desktop: false },
        }}
        padding={0}
      >
        <AppShell.Header>
          <TopBar title={title} session={session} nav={nav} navId={NAV_ID} toggleRef={toggleRef} />
        </AppShell.Header>
        <AppShell.Navbar
          id={NAV_ID}
          aria-label="Main navigation"
          p="sm"
          inert={navHidden}
          onKeyDown={closeOnEscape}
        >
          {/* The browser's own scrolling: a styled scroll area would weigh on the first screen. */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            {navRendered && (
              <SidebarNav items={navItems} rail={nav.rail} onNavigate={nav.closeMobile} />
            )}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <BetaBanner />
          <Box p={{ base: 'sm', sm: 'lg' }}>
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
