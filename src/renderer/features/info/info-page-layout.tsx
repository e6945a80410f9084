import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { tone } from '../../lib/tones';

interface InfoPageLayoutProps {
  title: string;
  /** A short lead paragraph under the title. */
  intro?: ReactNode;
  /** Shown as "Last updated: …" under the title of policy pages. */
  lastUpdated?: string;
  getStartedLabel?: string;
  children: ReactNode;
}

/** The frame of every public information page: header, one h1, the content and the footer. */
export function InfoPageLayout({
  title,
  intro,
  lastUpdated,
  getStartedLabel,
  children,
}: InfoPageLayoutProps) {
  return (
    <Box>
      <PublicHeader getStartedLabel={getStartedLabel} />
      <Box component="main">
        <Box
          pt={{ base: 40, sm: 64 }}
          pb={{ base: 8, sm: 16 }}
          style={{
            background: `linear-gradient(180deg, ${tone.tintSurface} 0%, var(--mantine-color-body) 100%)`,
          }}
        >
          <Container size="md">
            <Stack gap="sm">
              <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                {title}
              </Title>
              {lastUpdated ? (
                <Text size="sm" c={tone.secondaryText}>
                  Last updated: {lastUpdated}
                </Text>
              ) : null}
              {intro ? (
                <Text size="lg" c={tone.secondaryText} maw={680}>
                  {intro}
                </Text>
              ) : null}
            </Stack>
          </Container>
        </Box>
        <Container size="md" pb="xl">
          {children}
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}

/** A titled (h2) section of an information page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} mt="xl">
      <Title id={id} order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}
