import type { ReactNode } from 'react';
import { Anchor, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardList,
  IconFlame,
  IconHeartHandshake,
  IconMessageChatbot,
  IconMountain,
  IconShieldLock,
  IconStopwatch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { COACH_DISCLAIMER } from '@shared/domain/coach';
import { paths } from '../../config/paths';

interface Topic {
  title: string;
  icon: ReactNode;
  /** Where to go to do it. */
  link: { label: string; to: string };
  steps: ReactNode[];
}

const icon = (Icon: typeof IconFlame) => <Icon size={22} aria-hidden />;

// Each text says what the app does today (docs/*.md); keep them in step when a rule changes.
const TOPICS: Topic[] = [
  {
    title: 'Getting started',
    icon: icon(IconHeartHandshake),
    link: { label: 'Open Account Profile', to: paths.accountProfile.getHref() },
    steps: [
      'Invite your partner from Account Profile with their email address. If they have no account yet, the invitation lets them create one.',
      'Velvet is made for two: most of what follows opens once your partner has joined.',
    ],
  },
  {
    title: 'The survey',
    icon: icon(IconClipboardList),
    link: { label: 'Go to the survey', to: paths.survey.getHref() },
    steps: [
      'Each of you answers alone: a few general questions, then activities by category, each with Yes, Maybe or No.',
      'Answers are saved as you go. Submit once every question and activity has an answer.',
    ],
  },
  {
    title: 'Results',
    icon: icon(IconChartBar),
    link: { label: 'See the shared summary', to: paths.summary.getHref() },
    steps: [
      'Once you have both submitted, your results show only what you both welcome: Both Yes, Both Maybe and Yes/Maybe.',
      'A No is never shown to your partner, and the shared views never say who answered what.',
    ],
  },
  {
    title: 'Quick tasks (5 to 15 minutes)',
    icon: icon(IconStopwatch),
    link: { label: 'Go to the dashboard', to: paths.dashboard.getHref() },
    steps: [
      'Short activities built from what you both welcome, within your journey level and never touching either partner’s hard boundaries. They open once you have both submitted the survey and started your journey.',
      'Tasks take turns between you. Either of you starts the task; once it is done, each of you confirms it to earn points and keep your streak going.',
      'Every five completed tasks move your journey up a level, up to the level you chose. The dashboard also has a daily challenge.',
    ],
  },
  {
    title: 'Adventures (30 to 90 minutes)',
    icon: icon(IconMountain),
    link: { label: 'Go to Adventures', to: paths.adventures.getHref() },
    steps: [
      'One partner generates an adventure by choosing a type (and any accessories you have), reviews it, and sends a teaser. They can regenerate it before sending.',
      'The other partner sees only the teaser, then accepts or declines; once they accept, they also see how to prepare. The full plan shows to both once it is completed.',
      'The partner who planned it marks it completed; the other can then write a reflection. Completing earns points and badges.',
    ],
  },
  {
    title: 'Dares',
    icon: icon(IconFlame),
    link: { label: 'Go to Dares', to: paths.dares.getHref() },
    steps: [
      'Send your partner a dare of a chosen difficulty: romantic, naughty, hot or spicy (1 to 4 points). Higher difficulties open as your journey level rises.',
      'Your partner reveals it, then accepts or declines. Once accepted, a countdown shows how long is left to complete it.',
      'When they mark it complete, you verify it and they earn the points.',
    ],
  },
  {
    title: 'Velvet Coach',
    icon: icon(IconMessageChatbot),
    link: { label: 'Open Velvet Coach', to: paths.coach.getHref() },
    steps: [
      'Chat with the coach about a topic, or start a guided session on an activity you both welcomed: it asks a few questions, each built on your previous answers, and ends with a summary.',
      'Your session answers are yours alone: your partner can see that a session exists and its activity, never what you answered.',
      'Included during the free trial and in Premium.',
      COACH_DISCLAIMER,
    ],
  },
  {
    title: 'Privacy and boundaries',
    icon: icon(IconShieldLock),
    link: { label: 'My Boundaries', to: paths.boundaries.getHref() },
    steps: [
      'Your hard boundaries and your preferences are private. Nothing generated for you as a couple touches either partner’s boundaries or goes beyond your journey level.',
    ],
  },
];

/** The Instructions tab: how each part of Velvet works, with a link to each. */
export function Instructions() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {TOPICS.map((topic) => (
        <Card
          key={topic.title}
          withBorder
          padding="lg"
          component="section"
          aria-label={topic.title}
        >
          <Stack gap="sm">
            <ThemeIcon size={40} radius="md" variant="light">
              {topic.icon}
            </ThemeIcon>
            <Title order={2} size="h4">
              {topic.title}
            </Title>
            <List spacing={6} size="sm">
              {topic.steps.map((step, index) => (
                <List.Item key={index}>
                  <Text size="sm">{step}</Text>
                </List.Item>
              ))}
            </List>
            <Anchor component={Link} to={topic.link.to} size="sm" fw={600}>
              {topic.link.label}
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
