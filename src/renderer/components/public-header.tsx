import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { tone } from '../lib/tones';

/** The Velvet mark and name, linking home. */
export function VelvetLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Anchor
      component={Link}
      to={paths.landing.getHref()}
      aria-label="Velvet home"
      underline="never"
      c={inverted ? 'white' : tone.brandStrongText}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size="lg"
          radius="md"
          color={inverted ? 'white' : 'velvet.9'}
          c={inverted ? 'velvet.9' : 'white'}
          aria-hidden
        >
          <IconHeartFilled size={20} />
        </ThemeIcon>
        <Text component="span" fw={800} fz="xl" lh={1}>
          Velvet
        </Text>
      </Group>
    </Anchor>
  );
}

interface PublicHeaderProps {
  /** Label of the button that leads to registration. */
  getStartedLabel?: string;
  /** Extra navigation items shown before Sign In (for example an install button). */
  actions?: ReactNode;
  /** False on a page with its own way back to the dashboard, so a signed-in player sees one. */
  dashboardLink?: boolean;
  /** Content shown under the navigation row, still inside the header (for example a hint). */
  children?: ReactNode;
}

/**
 * The header of every public page: logo home, then Sign In and Get Started for a visitor, or
 * the way back to the dashboard for a signed-in player. The session is known before the first
 * paint (the platform reads it before the app renders), so nothing waits for it here.
 */
export function PublicHeader({
  getStartedLabel = 'Get Started',
  actions,
  dashboardLink = true,
  children,
}: PublicHeaderProps) {
  const signedIn = useSession() !== null;
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <VelvetLogo />
          <Box component="nav" aria-label="Main">
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {actions}
              {signedIn ? (
                dashboardLink && (
                  <Button component={Link} to={paths.dashboard.getHref()} size="sm">
                    Go to Dashboard
                  </Button>
                )
              ) : (
                <>
                  <Button component={Link} to={paths.login.getHref()} variant="subtle" size="sm">
                    Sign In
                  </Button>
                  <Button component={Link} to={paths.register.getHref()} size="sm">
                    {getStartedLabel}
                  </Button>
                </>
              )}
            </Group>
          </Box>
        </Group>
        {children}
      </Container>
    </Box>
  );
}
