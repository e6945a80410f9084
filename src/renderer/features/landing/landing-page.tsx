import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarHeart,
  IconCheck,
  IconHeartHandshake,
  IconLock,
  IconShieldCheck,
  IconSparkles,
  IconTargetArrow,
  IconTrophy,
  IconUsers,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { BetaBanner } from '../../components/beta-banner';
import { InstallAppButton, InstallAppTip } from '../../components/install-app-hint';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { paths } from '../../config/paths';
import { useInstallPrompt } from '../../lib/use-install-prompt';
import { tone } from '../../lib/tones';

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const featureCards: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Compatibility Insights',
    text: 'Each of you answers a private Yes / Maybe / No survey. Velvet compares your answers and shows where you meet, with a shared summary that never says who answered what.',
    icon: IconTargetArrow,
  },
  {
    title: 'Guided Challenges',
    text: 'Quick tasks, playful dares and a friendly coach turn shared ideas into small moments together, at a pace you both choose.',
    icon: IconSparkles,
  },
  {
    title: 'Personalised Date Nights',
    text: 'Adventures planned around what you both enjoy, your comfort level and the boundaries you set, so every date feels made for the two of you.',
    icon: IconCalendarHeart,
  },
];

const benefits: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Private answers',
    text: 'Your partner never sees your individual answers. Only what you both welcome is shown, and a “No” is never revealed.',
    icon: IconLock,
  },
  {
    title: 'Made for two',
    text: 'Each partner has their own account. The account holder invites their partner, and either of you can end the connection at any time.',
    icon: IconUsers,
  },
  {
    title: 'Consent first',
    text: 'Both partners join and agree before anything is shared. Your boundaries are respected in every suggestion, and you can change your answers whenever you like.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Your data is never sold',
    text: 'What you tell Velvet is shared only with your partner. Never sold, never used for advertising.',
    icon: IconShieldCheck,
  },
  {
    title: 'Every couple welcome',
    text: 'Velvet is for partners of every gender and orientation, whatever your story.',
    icon: IconUserCheck,
  },
  {
    title: 'Play as a team',
    text: 'Earn points, keep your streak going and celebrate together on a shared scoreboard.',
    icon: IconTrophy,
  },
];

/** The public front page at /. */
export function LandingPage() {
  const installPrompt = useInstallPrompt();

  return (
    <Box>
      <PublicHeader
        actions={
          installPrompt.canInstall ? <InstallAppButton install={installPrompt.install} /> : null
        }
      />
      <BetaBanner />

      <Box component="main">
        <Box
          component="section"
          aria-labelledby="landing-hero-title"
          py={{ base: 48, sm: 96 }}
          style={{
            background: `linear-gradient(180deg, ${tone.tintSurface} 0%, var(--mantine-color-body) 100%)`,
          }}
        >
          <Container size="md">
            <Stack align="center" gap="lg" ta="center">
              <Badge variant="light" size="lg">
                For couples · Adults 18+ only
              </Badge>
              <Title
                id="landing-hero-title"
                order={1}
                fz={{ base: 34, sm: 52 }}
                lh={1.15}
                textWrap="balance"
              >
                Discover what you both want, together
              </Title>
              <Text fz={{ base: 'xl', sm: 26 }} fw={700} c={tone.brandText}>
                Play deeper. Love bolder.
              </Text>
              <Text size="lg" c={tone.secondaryText} maw={640}>
                Velvet is a private space for two. Each of you answers a short survey on your own,
                Velvet shows only what you both welcome, and turns it into adventures, quick tasks,
                playful dares and date nights made for your relationship.
              </Text>
              <Group justify="center" gap="sm">
                <Button component={Link} to={paths.register.getHref()} size="lg">
                  Get Started
                </Button>
                <Button component={Link} to={paths.features.getHref()} size="lg" variant="outline">
                  See All Features
                </Button>
              </Group>
              <Text size="sm" c={tone.secondaryText}>
                14-day free trial · No credit card needed
              </Text>
            </Stack>
          </Container>
        </Box>

        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Box component="section" aria-labelledby="landing-features-title">
            <Stack gap="xs" ta="center" mb="xl">
              <Title id="landing-features-title" order={2}>
                Everything you need to explore together
              </Title>
              <Text c={tone.secondaryText}>
                Honest conversation starters, without the awkward first step.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {featureCards.map(({ title, text, icon: FeatureIcon }) => (
                <Card key={title} withBorder padding="lg" component="article">
                  <ThemeIcon size={48} radius="md" variant="light" mb="md">
                    <FeatureIcon size={26} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4" mb="xs">
                    {title}
                  </Title>
                  <Text c={tone.secondaryText} size="sm">
                    {text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Box>

          <Box
            component="section"
            aria-labelledby="landing-benefits-title"
            mt={{ base: 48, sm: 72 }}
          >
            <Stack gap="xs" ta="center" mb="xl">
              <Title id="landing-benefits-title" order={2}>
                Built on trust, made for two
              </Title>
              <Text c={tone.secondaryText}>
                Velvet is respectful by design: nothing is shared unless you both want it.
              </Text>
            </Stack>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" p={0} m={0}>
              {benefits.map(({ title, text, icon: BenefitIcon }) => (
                <Group
                  component="li"
                  key={title}
                  align="flex-start"
                  wrap="nowrap"
                  gap="md"
                  style={{ listStyle: 'none' }}
                >
                  <ThemeIcon size={36} radius="xl" variant="light" style={{ flexShrink: 0 }}>
                    <BenefitIcon size={20} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{title}</Text>
                    <Text c={tone.secondaryText} size="sm">
                      {text}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
          </Box>
        </Container>

        <Box
          component="section"
          aria-labelledby="landing-cta-title"
          bg={tone.tintSurface}
          py={{ base: 48, sm: 72 }}
        >
          <Container size="sm">
            <Stack align="center" ta="center" gap="md">
              <Title id="landing-cta-title" order={2}>
                Ready to play deeper?
              </Title>
              <Text size="lg">
                Create your account, invite your partner and start exploring together. Your first 14
                days are free.
              </Text>
              <Group
                gap="xs"
                justify="center"
                wrap="nowrap"
                align="flex-start"
                c={tone.brandStrongText}
              >
                <IconCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">Both partners must be 18 or older and agree to join.</Text>
              </Group>
              <Button component={Link} to={paths.register.getHref()} size="lg">
                Create Your Free Account
              </Button>
            </Stack>
          </Container>
        </Box>
      </Box>

      {/* Below the page, not in the header: Chromium's install offer often comes after the
          first paint and replaces this hint, which would otherwise move the whole page. */}
      {installPrompt.showHint ? (
        <Container size="md" pb="md">
          <InstallAppTip dismissHint={installPrompt.dismissHint} />
        </Container>
      ) : null}
      <PublicFooter />
    </Box>
  );
}
