import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { POLICIES_LAST_UPDATED, SUPPORT_EMAIL } from './contact-details';
import { InfoPageLayout, InfoSection } from './info-page-layout';

/** The Privacy Policy at /privacy. */
export function PrivacyPage() {
  return (
    <InfoPageLayout
      title="Privacy Policy"
      lastUpdated={POLICIES_LAST_UPDATED}
      intro="Velvet is built for some of the most personal conversations a couple can have. This policy explains what we collect, why, who can see it and the choices you have."
    >
      <InfoSection title="Information We Collect">
        <div>
          <Title order={3} size="h5" mb={4}>
            Account information
          </Title>
          <Text>
            Your email address, display name, and optional nickname, gender and pronouns. Your
            password is never stored as you typed it: we keep only a one-way Argon2id hash of it.
            When you sign up we also record your confirmation that you are 18 or older and your
            agreement to our disclaimer, with the time, IP address and browser used.
          </Text>
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            Journey and preference data
          </Title>
          <Text>
            Your survey answers, preferences, comfort level, journey levels and boundaries, and the
            adventures, quick tasks, dares, guided coach sessions, reflections and scores you create
            while using Velvet. A chat with the Velvet Coach is not stored.
          </Text>
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            Usage information
          </Title>
          <Text>
            What you do in Velvet and when, such as completing a survey or confirming a task, so
            that Velvet can show your progress, points and streaks.
          </Text>
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            Technical information
          </Title>
          <Text>
            Your IP address and browser, recorded with your age confirmation and disclaimer
            agreement; your time zone, used to count your daily streak; and error logs that help us
            keep Velvet working.
          </Text>
        </div>
      </InfoSection>

      <InfoSection title="How We Use Your Information">
        <List spacing="xs">
          <List.Item>To run your account and connect you with your partner.</List.Item>
          <List.Item>
            To compare your answers with your partner’s and show you only what you both welcome.
          </List.Item>
          <List.Item>
            To create adventures, quick tasks, dares and coaching that respect your levels and
            boundaries.
          </List.Item>
          <List.Item>
            To send the emails you need, such as password resets, partner invitations and replies to
            your support requests.
          </List.Item>
          <List.Item>To keep Velvet secure, prevent abuse and fix problems.</List.Item>
        </List>
      </InfoSection>

      <InfoSection title="How We Share Your Information">
        <Text>
          Your information is shared only with your partner, and only in the ways described here;
          the services that work for us handle it on our behalf alone. We never sell your data, and
          we never use it for advertising.
        </Text>
        <List spacing="xs">
          <List.Item>
            Your partner sees what you both welcome: your matches and your shared summary. For a
            close match (one Yes, one Maybe), your results show which of you said “Maybe”; the
            shared summary never says who answered what.
          </List.Item>
          <List.Item>
            Your partner never sees a “No” as such, nor a list of what either of you refused; Velvet
            shows only how many of your answers differ. Still, something your partner welcomed that
            is not among your matches tells them you did not welcome it.
          </List.Item>
          <List.Item>
            Results come from the answers you both completed the survey with. If either of you
            changes an answer afterwards, the other is told, and results keep showing your last
            completed round until you have both completed the survey again.
          </List.Item>
          <List.Item>
            Your partner sees the shared activity you take part in together: adventures, tasks,
            dares and the scoreboard.
          </List.Item>
          <List.Item>
            Services that work for us see only what they need for their job: the email service
            delivers Velvet’s emails and, where Velvet writes its suggestions with an outside AI
            service, that service receives what each suggestion needs: your display names, the
            activities you both welcome, your levels and preferences, and what you write to the
            coach. It is never told a “No”, a boundary or who answered what.
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title="How We Protect Your Information">
        <Text>
          Velvet is served over encrypted connections (HTTPS) only. What you confide (your answers,
          boundaries, preferences, notes, reflections, dares, coach sessions and messages to us) is
          stored encrypted, so a copy of our database or its backups reveals none of it without a
          key kept apart from them; it cannot protect against someone who controls our running
          server and its key. Passwords are hashed with Argon2id, and password reset links are
          single use and expire after one hour. Every request for couple data is checked against the
          couple it belongs to. Read more on our{' '}
          <Anchor underline="always" component={Link} to={paths.security.getHref()}>
            Security page
          </Anchor>
          .
        </Text>
      </InfoSection>

      <InfoSection title="Your Rights and Choices">
        <List spacing="xs">
          <List.Item>
            <strong>Access:</strong> ask us for a copy of the information we hold about you.
          </List.Item>
          <List.Item>
            <strong>Correct:</strong> update your profile in Account Profile, change your survey
            answers (once you have both completed it, this starts a new round, at most once every 7
            days), or ask us to fix anything else.
          </List.Item>
          <List.Item>
            <strong>Delete:</strong> ask us to delete your account and its data. Either partner can
            also end the couple connection, which removes your shared couple data from both
            partners’ view. We keep the record of your age confirmation and disclaimer agreement
            even after deletion, as proof for compliance that they were given.
          </List.Item>
          <List.Item>
            <strong>Opt out of promotions:</strong> turn off email notifications in Settings, or
            email us, and we will stop sending you promotional messages. Emails needed to run your
            account, such as password resets, will still be sent.
          </List.Item>
        </List>
        <Text>
          To use any of these rights, email{' '}
          <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </Anchor>
          . We reply within 24-48 hours.
        </Text>
      </InfoSection>

      <InfoSection title="Cookies and Local Storage">
        <Text>
          Velvet stores only what it needs on your device: your preferences (such as a dismissed
          tip), what keeps you signed in and, if someone answered that they are under 18, that
          answer, so registration stays closed on that device. We use no third-party tracking and no
          advertising cookies.
        </Text>
      </InfoSection>

      <InfoSection title="Adults Only">
        <Text>
          Velvet is only for people aged 18 or older, and everyone confirms their age when they sign
          up. We do not knowingly collect information from anyone under 18. If you believe someone
          under 18 is using Velvet, please tell us.
        </Text>
      </InfoSection>

      <InfoSection title="Contact Us">
        <Text>
          Questions about your privacy? Email us at{' '}
          <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          or visit our{' '}
          <Anchor underline="always" component={Link} to={paths.contact.getHref()}>
            Contact page
          </Anchor>
          .
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
