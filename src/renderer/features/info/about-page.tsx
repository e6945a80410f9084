import { Button, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconDiamond, IconHeartHandshake, IconLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CoupleConsentList } from './couple-consent-list';
import { InfoPageLayout, InfoSection } from './info-page-layout';
import { tone } from '../../lib/tones';

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const values: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Privacy First',
    text: 'Your answers are yours. Your partner sees only what you both welcome, never a “No”, and your data is never sold.',
    icon: IconLock,
  },
  {
    title: 'Consent Centred',
    text: 'Both partners choose to take part, every boundary is respected, and either of you can step back at any time.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Quality Over Quantity',
    text: 'We would rather offer one thoughtful idea that fits you both than a hundred that do not.',
    icon: IconDiamond,
  },
  {
    title: 'Continuous Innovation',
    text: 'Velvet is in BETA and keeps improving, shaped by what couples tell us.',
    icon: IconBulb,
  },
];

/** The public About page at /about. */
export function AboutPage() {
  return (
    <InfoPageLayout
      title="About Velvet"
      intro="Velvet is an adults-only app for couples who want to explore, communicate and grow closer, with privacy and consent at the heart of everything."
    >
      <InfoSection title="Our Mission">
        <Text>
          We want to make it easier for partners to talk about what they enjoy, what they are
          curious about and what they would rather leave alone. Velvet gives each of you a private
          place to answer, then shows you only the common ground, so the conversation can start from
          “yes, both of us”.
        </Text>
        <Text>
          Velvet welcomes couples of every gender and orientation. Play deeper. Love bolder.
        </Text>
      </InfoSection>

      <InfoSection title="Our Values">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {values.map(({ title, text, icon: ValueIcon }) => (
            <Card key={title} withBorder padding="lg" component="article">
              <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                <ValueIcon size={24} aria-hidden />
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

      <InfoSection title="Our Story">
        <Text>
          Velvet began with a simple observation: many people find it easier to answer a question
          honestly in private than to raise it out loud, even with someone they love. A quiet
          “maybe” can stay unspoken for years.
        </Text>
        <Text>
          So we built a space where each partner answers on their own, nobody’s “no” is ever put on
          display, and what you share is the overlap you both welcome. From there, Velvet turns that
          common ground into date nights, quick moments and playful challenges, at a pace you set
          together.
        </Text>
        <Text>
          Velvet is in BETA today. Every improvement comes from listening to couples, so we would
          love to hear from you.
        </Text>
      </InfoSection>

      <InfoSection title="How Velvet works for couples">
        <CoupleConsentList />
      </InfoSection>

      <InfoSection title="Get in Touch">
        <Text>Questions, ideas or feedback? We reply within 24-48 hours.</Text>
        <div>
          <Button component={Link} to={paths.contact.getHref()}>
            Contact Us
          </Button>
        </div>
      </InfoSection>
    </InfoPageLayout>
  );
}
