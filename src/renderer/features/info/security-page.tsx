import { Anchor, List, Text } from '@mantine/core';
import { SECURITY_EMAIL } from './contact-details';
import { InfoPageLayout, InfoSection } from './info-page-layout';

/** The Security page at /security. */
export function SecurityPage() {
  return (
    <InfoPageLayout
      title="Security"
      intro="You trust Velvet with private things. Here is how we protect them, and how you can help."
    >
      <InfoSection title="Infrastructure">
        <Text>
          Velvet’s app and API are served with strict security headers, including a content security
          policy that lets the app run only code from Velvet itself and stops other sites from
          embedding it. Sign-in and password-reset requests are rate-limited to slow down password
          guessing, and every signed-in request carries a signed token that expires.
        </Text>
      </InfoSection>

      <InfoSection title="Encryption">
        <List spacing="xs">
          <List.Item>
            <strong>In transit:</strong> everything between your device and Velvet travels over
            HTTPS, and browsers are told never to reach Velvet without it. The desktop app refuses a
            server on another computer that does not use https://.
          </List.Item>
          <List.Item>
            <strong>At rest:</strong> what you confide in Velvet (your survey answers, boundaries
            and preferences, notes and reflections, dares, guided sessions with the coach, your
            notifications and your messages to us) is stored encrypted with AES-256-GCM, each piece
            sealed on its own and bound to its place. A copy of our database or of its backups
            reveals none of it without the key, which is kept apart from them. Encryption at rest
            does not protect against someone who controls the running server and its key.
          </List.Item>
          <List.Item>
            <strong>Passwords:</strong> hashed with Argon2id, a slow, salted algorithm designed to
            resist guessing. We never store or see your password itself.
          </List.Item>
          <List.Item>
            <strong>Password resets:</strong> reset links are random, single use and expire after
            one hour, and we store only a hash of them.
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title="Access Controls">
        <Text>
          Every request for couple data is checked against the couple it belongs to: you and your
          partner can see your couple’s shared data, and nobody else can. Your partner sees your
          answers only where you both welcome something (a close match shows that one of you said
          “Maybe”), and a “No” is never revealed.
        </Text>
        <Text>
          Staff tools require a separate sign-in and are limited by role. We review who has access
          every quarter and remove access that is no longer needed.
        </Text>
      </InfoSection>

      <InfoSection title="Monitoring and Incident Response">
        <Text>
          Our servers log errors so we can spot problems early, and repeated sign-in attempts are
          slowed down by rate limits. If a security breach ever affects your personal data, we will
          notify you within 72 hours of becoming aware of it, telling you what happened and what we
          are doing about it.
        </Text>
      </InfoSection>

      <InfoSection title="Code Security">
        <Text>
          Every request is validated against a strict schema before Velvet acts on it. Changes are
          reviewed and tested automatically before they are released, and we keep the libraries we
          depend on up to date.
        </Text>
      </InfoSection>

      <InfoSection title="Your Security Tips">
        <List spacing="xs">
          <List.Item>Use a long, unique password that you do not use anywhere else.</List.Item>
          <List.Item>
            Keep your account to yourself. Your partner has their own account, so there is no need
            to share a password.
          </List.Item>
          <List.Item>Lock your device and sign out when you use a shared computer.</List.Item>
          <List.Item>
            Velvet will never ask for your password by email. If a message does, do not reply and
            let us know.
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title="Responsible Disclosure">
        <Text>
          Found a security issue? Please email{' '}
          <Anchor underline="always" href={`mailto:${SECURITY_EMAIL}`} fw={600}>
            {SECURITY_EMAIL}
          </Anchor>{' '}
          with the details and the steps to reproduce it. We reply within 48 hours.
        </Text>
        <Text>
          Please give us reasonable time to fix the issue before sharing it, and never access,
          change or keep other people’s data while testing.
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
