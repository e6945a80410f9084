import { Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { paths } from '../../config/paths';
import { tone } from '../../lib/tones';

/** The blog placeholder at /blog. */
export function BlogPage() {
  return (
    <Box>
      <PublicHeader />
      <Box component="main">
        <Container size="sm" py={{ base: 64, sm: 112 }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconNotebook size={34} aria-hidden />
            </ThemeIcon>
            <Text fw={700} c={tone.brandText} tt="uppercase" size="sm">
              Velvet Blog
            </Text>
            <Title order={1}>Coming Soon</Title>
            <Text size="lg" c={tone.secondaryText}>
              We are writing articles on communication, consent and keeping the spark alive. Check
              back soon.
            </Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={paths.landing.getHref()}>
                Back Home
              </Button>
              <Button component={Link} to={paths.helpAndSupport.getHref()} variant="outline">
                Get Help
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
