import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconLifebuoy, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from './contact-details';
import { InfoPageLayout, InfoSection } from './info-page-layout';
import { tone } from '../../lib/tones';

const faqs: { question: string; answer: string }[] = [
  {
    question: 'How quickly will I hear back?',
    answer:
      'We reply to every message within 24-48 hours. If you have an account, writing through Help & Support tells us which account you mean, so we can help without extra back and forth.',
  },
  {
    question: 'Can I reach you by phone?',
    answer:
      'Not yet. Phone support is not offered at the moment; please write to us by email or through Help & Support and we will get back to you.',
  },
  {
    question: 'How do I report a bug?',
    answer: `Use Help & Support inside the app, or email ${SUPPORT_EMAIL}. Tell us what you were doing, what you expected and what happened instead, plus your device and browser. Please leave out any intimate details: we do not need them to fix a bug.`,
  },
  {
    question: 'Can I suggest a feature?',
    answer: `Yes, please do! Velvet is in BETA and your ideas shape what we build next. Send them through Help & Support or to ${SUPPORT_EMAIL}.`,
  },
];

/**
 * The public Contact page at /contact: how to reach us, and `messageForm` (the Contact Support
 * form, which the app composes in, since one feature does not import another) for visitors.
 */
export function ContactPage({ messageForm }: { messageForm?: ReactNode }) {
  return (
    <InfoPageLayout
      title="Contact Us"
      intro="Questions, feedback or something not working as it should? We are here to help."
    >
      <InfoSection title="How to reach us">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder padding="lg" component="article">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <IconMail size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              Email Us
            </Title>
            <Text size="sm" mb="sm">
              Write to us any time at{' '}
              <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
                {SUPPORT_EMAIL}
              </Anchor>
              .
            </Text>
            <Text size="sm" c={tone.secondaryText}>
              We reply within 24-48 hours.
            </Text>
          </Card>
          <Card withBorder padding="lg" component="article">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <IconLifebuoy size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              Support Form
            </Title>
            <Text size="sm" mb="md">
              Already have an account? Sign in and send us a message from Help & Support, where you
              will also find step-by-step instructions for using Velvet.
            </Text>
            <div>
              <Button component={Link} to={paths.helpAndSupport.getHref()} variant="light">
                Go to Help & Support
              </Button>
            </div>
          </Card>
        </SimpleGrid>
        <Alert
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title="Registered users"
          mt="md"
        >
          If you have a Velvet account, please use Help & Support inside the app rather than email,
          so we can find your account quickly.
        </Alert>
      </InfoSection>

      {messageForm && (
        <InfoSection title="Send Us a Message">
          <Text c={tone.secondaryText}>
            No account needed: write to us here and we reply to the email you give within 24-48
            hours.
          </Text>
          <Card withBorder padding="lg">
            {messageForm}
          </Card>
        </InfoSection>
      )}

      <InfoSection title="Frequently Asked Questions">
        {faqs.map(({ question, answer }) => (
          <div key={question}>
            <Title order={3} size="h5" mb={4}>
              {question}
            </Title>
            <Text c={tone.secondaryText}>{answer}</Text>
          </div>
        ))}
      </InfoSection>
    </InfoPageLayout>
  );
}
