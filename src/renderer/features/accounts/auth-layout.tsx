import type { ReactNode } from 'react';
import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { tone } from '../../lib/tones';

interface AuthLayoutProps {
  /** The page's own heading, under the Velvet name. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card shared by the sign-in, registration and password-reset pages. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg={tone.tintSurface}>
      <Paper withBorder shadow="md" w="100%" maw={440} p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Anchor
              component={Link}
              to={paths.landing.getHref()}
              underline="never"
              aria-label="Velvet home"
            >
              <Text component="span" fz={32} fw={800} c={tone.brandText} lh={1}>
                Velvet
              </Text>
            </Anchor>
            <Text size="sm" c="dimmed">
              Play deeper. Love bolder.
            </Text>
          </Stack>
          <Box>
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed" ta="center" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
