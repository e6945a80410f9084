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
import { RouteNotice } from '../../components/route-notice';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useInstallPrompt } from '../../lib/use-install-prompt';
import { tone } from '../../lib/tones';

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const featureCards: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Compatibility Insights',
    text: 'Each of you answers a private Yes / Maybe / No survey. Velvet compares your answers and shows you both where you meet: what you both said Yes or Maybe to, and where one of you said Yes and the other Maybe.',
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
    text: 'Your partner sees only what you both welcome, which can show that one of you said “Maybe”. A “No” is never shown; only how many of your answers differ.',
    icon: IconLock,
  },
  {
    title: 'Made for two',
    text: 'Each partner has their own account. The account holder invites their partner, and either of you can end the connection at any time.',
    icon: IconUsers,
  },
  {
    title: 'Consent first',
    text: 'Both partners join and agree before anything is shared. Your boundaries are respected in every suggestion, and you can change your answers later, starting a new round of the survey at most once a week.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Your data is never sold',
    text: 'What Velvet shows about you, it shows only to your partner. Your data is never sold and never used for advertising.',
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
  const signedIn = useSession() !== null;

  return (
    <Box>
      <PublicHeader
        actions={
          installPrompt.canInstall ? <InstallAppButton install={installPrompt.install} /> : null
        }
      />
      <BetaBanner />

      <Box component="main">
        <RouteNotice />
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
                {signedIn ? (
                  <Button component={Link} to={paths.dashboard.getHref()} size="lg">
                    Go to Dashboard
                  </Button>
                ) : (
                  <Button component={Link} to={paths.register.getHref()} size="lg">
                    Get Started
                  </Button>
                )}
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
                Velvet is respectful by design: your partner sees only what you both welcome.
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

        {/* The closing call to create an account is for visitors only. */}
        {signedIn ? null : (
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
                  Create your account, invite your partner and start exploring together. Your 14-day
                  free trial starts when you invite your partner.
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
        )}
      </Box>

      {/* iPhone and iPad only: their browsers offer no install prompt, so Share is the way. Below
          the page, not in the header, so the header's height never depends on the device. */}
      {installPrompt.showIosHint ? (
        <Container size="md" pb="md">
          <InstallAppTip ios dismissHint={installPrompt.dismissHint} />
        </Container>
      ) : null}
      <PublicFooter />
    </Box>
  );
}
