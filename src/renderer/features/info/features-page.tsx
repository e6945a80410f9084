import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarHeart,
  IconChecklist,
  IconClipboardList,
  IconDice5,
  IconHeartHandshake,
  IconListCheck,
  IconMessageCircle,
  IconRoute,
  IconTargetArrow,
  IconTrophy,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CoupleConsentList } from './couple-consent-list';
import { InfoPageLayout, InfoSection } from './info-page-layout';
import { tone } from '../../lib/tones';

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const features: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Private Survey',
    text: 'Each partner answers on their own: a few general questions, then Yes, Maybe or No for each activity. Once you have both completed it, changing an answer starts a new round, at most once a week.',
    icon: IconClipboardList,
  },
  {
    title: 'Compatibility Insights',
    text: 'See your exact matches (you both said Yes, or both said Maybe) and close matches (one Yes, one Maybe), with a relationship summary. A No is never shown, only how many answers differ.',
    icon: IconTargetArrow,
  },
  {
    title: 'Shared Summary',
    text: 'The activities you both welcome, grouped by category and filtered by Both Yes, Both Maybe or Yes/Maybe. It never says which of you answered what.',
    icon: IconListCheck,
  },
  {
    title: 'Journey Levels and Boundaries',
    text: 'Choose where you start and where you would like to go: Vanilla, Playful, Adventurous or Intense. Anything in your hard boundaries is left out of every suggestion.',
    icon: IconRoute,
  },
  {
    title: 'Personalised Date Nights',
    text: 'Adventures of 30 to 90 minutes built from your matches, your level and your boundaries. One partner plans, the other accepts or declines and shares a reflection afterwards.',
    icon: IconCalendarHeart,
  },
  {
    title: 'Quick Tasks',
    text: 'Small moments of 5 to 15 minutes for busy days. Both partners confirm a task before its points count.',
    icon: IconChecklist,
  },
  {
    title: 'Dares',
    text: 'Send each other dares at four levels: Romantic, Naughty, Hot and Spicy. The partner who receives a dare always decides whether to accept it.',
    icon: IconDice5,
  },
  {
    title: 'Velvet Coach',
    text: 'A friendly chat and guided sessions with ideas for communication and connection, in the free trial and the annual plan. The coach is for entertainment only and is not a therapist.',
    icon: IconMessageCircle,
  },
  {
    title: 'Shared Scoreboard',
    text: 'Points for both partners, your current streak and your longest one, so you can celebrate what you do together.',
    icon: IconTrophy,
  },
];

/** The public feature overview at /features. */
export function FeaturesPage() {
  return (
    <InfoPageLayout
      title="Features"
      getStartedLabel="Get Started Free"
      intro="Everything Velvet offers couples who want to know each other better: private answers, shared discoveries, and ideas to enjoy together."
    >
      <InfoSection title="What you can do together">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map(({ title, text, icon: FeatureIcon }) => (
            <Card key={title} withBorder padding="lg" component="article">
              <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                <FeatureIcon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mb="xs">
                {title}
              </Title>
              <Text size="sm" c={tone.secondaryText}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </InfoSection>

      <InfoSection title="Built on consent">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconHeartHandshake size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text>
            Velvet only works when both of you want it to. Here is what that means in practice:
          </Text>
        </Group>
        <CoupleConsentList />
      </InfoSection>

      <InfoSection title="Start your 14-day free trial">
        <Text>
          Try every feature free for 14 days from the day you invite your partner, no credit card
          needed. After that, the survey, your results and your shared summary stay free; choose a
          plan to keep playing with the rest.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.register.getHref()}>
            Create Your Account
          </Button>
          <Button component={Link} to={paths.pricing.getHref()} variant="outline">
            See Pricing
          </Button>
        </Group>
      </InfoSection>
    </InfoPageLayout>
  );
}
