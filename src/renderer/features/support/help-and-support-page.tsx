import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconMail } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SUPPORT_REPLY_TIME } from '@shared/domain/support';
import { ContactSupportForm } from './contact-support-form';
import { Instructions } from './instructions';

type HelpTab = 'instructions' | 'contact';

/** The tab a link asks for (?tab=contact); Instructions otherwise. */
const tabOf = (param: string | null): HelpTab =>
  param?.trim().toLowerCase() === 'contact' ? 'contact' : 'instructions';

/**
 * /help-and-support: Instructions (how each part of Velvet works) and Contact Support (a message
 * to staff). Both panels stay mounted, so switching tabs never loses a message being typed.
 */
export function HelpAndSupportPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  return (
    <Stack gap="md" maw={1000}>
      <Text c="dimmed">
        How Velvet works, step by step, and a direct line to our team: we reply within{' '}
        {SUPPORT_REPLY_TIME}.
      </Text>
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(next === 'contact' ? { tab: 'contact' } : {}, { replace: true })
        }
      >
        <Tabs.List>
          <Tabs.Tab value="instructions" leftSection={<IconBook size={16} aria-hidden />}>
            Instructions
          </Tabs.Tab>
          <Tabs.Tab value="contact" leftSection={<IconMail size={16} aria-hidden />}>
            Contact Support
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="instructions" pt="md">
          <Instructions />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <Card withBorder padding="lg" maw={760}>
            <Stack gap="md">
              <Title order={2} size="h4">
                Send us a message
              </Title>
              <Text size="sm" c="dimmed">
                Questions, a bug, an idea? Tell us here and we reply within {SUPPORT_REPLY_TIME}.
                Signed in with a confirmed email, you also get a note there that it arrived.
              </Text>
              <ContactSupportForm />
            </Stack>
          </Card>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
