import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { POLICIES_LAST_UPDATED, SUPPORT_EMAIL } from './contact-details';
import { InfoPageLayout, InfoSection } from './info-page-layout';

const sections: { title: string; body: ReactNode }[] = [
  {
    title: 'Acceptance of These Terms',
    body: (
      <Text>
        These terms are an agreement between you and Velvet. By creating an account or using Velvet,
        you agree to them and to our{' '}
        <Anchor underline="always" component={Link} to={paths.privacy.getHref()}>
          Privacy Policy
        </Anchor>
        . If you do not agree, please do not use Velvet.
      </Text>
    ),
  },
  {
    title: 'Eligibility',
    body: (
      <Text>
        Velvet is for adults only. You must be 18 or older to create an account or use any part of
        Velvet, and you confirm your age when you sign up. Velvet is designed for couples of every
        gender and orientation.
      </Text>
    ),
  },
  {
    title: 'Your Account',
    body: (
      <List spacing="xs">
        <List.Item>Give accurate information when you register, and keep it up to date.</List.Item>
        <List.Item>
          Keep your password private. Each person has their own account: please do not share yours,
          not even with your partner.
        </List.Item>
        <List.Item>
          You are responsible for what happens in your account. Tell us straight away at{' '}
          {SUPPORT_EMAIL} if you think someone else has used it.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'User Responsibilities',
    body: (
      <List spacing="xs">
        <List.Item>Answer for yourself, honestly, and only for yourself.</List.Item>
        <List.Item>
          Respect your partner’s answers, boundaries and decisions, including a decision to decline
          a dare or an adventure, or to end the connection.
        </List.Item>
        <List.Item>
          Only take part in activities you both freely agree to, at that moment, and stop whenever
          either of you wants to.
        </List.Item>
        <List.Item>Look after your own safety, health and wellbeing.</List.Item>
      </List>
    ),
  },
  {
    title: 'Couple Partnership',
    body: (
      <List spacing="xs">
        <List.Item>
          A couple is two people. Both partners need their own account, and both must consent to
          connecting.
        </List.Item>
        <List.Item>Only the account holder can invite a partner to connect with them.</List.Item>
        <List.Item>
          Your partner sees only what you both welcome (a close match shows that one of you said
          “Maybe”) and never your “No” answers.
        </List.Item>
        <List.Item>
          Either partner can end the connection at any time. When it ends, each of you keeps your
          own survey answers, and the couple’s shared data is removed from both partners’ view.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <Text>You agree not to:</Text>
        <List spacing="xs">
          <List.Item>
            pressure, harass, threaten or deceive anyone, including your partner;
          </List.Item>
          <List.Item>
            create an account for someone else, invite someone without their knowledge, or let
            anyone under 18 use Velvet;
          </List.Item>
          <List.Item>use Velvet for anything unlawful, or for commercial purposes;</List.Item>
          <List.Item>
            try to access another person’s account or data, or to disrupt, probe or overload Velvet
            (please report security issues as described on our{' '}
            <Anchor underline="always" component={Link} to={paths.security.getHref()}>
              Security page
            </Anchor>
            ).
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Generated Content and the Velvet Coach',
    body: (
      <Text>
        Adventures, quick tasks, dares, summaries and coaching are generated suggestions for
        entertainment only. They are not medical, psychological, legal or relationship advice, and
        the Velvet Coach is not a therapist. Suggestions respect the levels and boundaries you set,
        but you decide what you do: skip anything that does not feel right. Velvet is in BETA, so
        features may change as we improve them.
      </Text>
    ),
  },
  {
    title: 'Subscriptions and Billing',
    body: (
      <List spacing="xs">
        <List.Item>
          Every couple starts with a 14-day free trial with access to every feature, from the day
          the first partner sends an invitation; no credit card is needed.
        </List.Item>
        <List.Item>
          After the trial you can choose Basic at $10 per month, or the annual plan at $100 per year
          (about $8.33 per month, saving 17%). Basic includes everything except the Velvet Coach
          chat; the annual plan includes everything.
        </List.Item>
        <List.Item>
          We will tell you at least 30 days before any price change takes effect.
        </List.Item>
        <List.Item>
          Your first purchase comes with a 7-day money-back guarantee: if Velvet is not for you,
          contact us within 7 days for a full refund.
        </List.Item>
        <List.Item>
          Payment integration is coming soon. Until it is available, no payment details are
          requested.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <Text>
        Your data is shared only with your partner and is never sold. Our{' '}
        <Anchor underline="always" component={Link} to={paths.privacy.getHref()}>
          Privacy Policy
        </Anchor>{' '}
        explains what we collect, how we use it and the choices you have.
      </Text>
    ),
  },
  {
    title: 'Termination',
    body: (
      <List spacing="xs">
        <List.Item>
          You can stop using Velvet at any time and ask us to delete your account by emailing{' '}
          {SUPPORT_EMAIL}.
        </List.Item>
        <List.Item>
          We may suspend or close an account that breaks these terms, for example by misstating age
          or using Velvet to harass someone.
        </List.Item>
        <List.Item>
          Ending a couple connection is not the same as closing your account: you can keep using
          Velvet and connect with a partner again later.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Changes to These Terms and Contact',
    body: (
      <Text>
        We may update these terms as Velvet grows. If we make important changes we will let you
        know, and the date at the top of this page will change. Questions? Email{' '}
        <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </Anchor>
        ; we reply within 24-48 hours.
      </Text>
    ),
  },
];

/** The Terms of Service at /terms: exactly eleven numbered sections. */
export function TermsPage() {
  return (
    <InfoPageLayout
      title="Terms of Service"
      lastUpdated={POLICIES_LAST_UPDATED}
      intro="Please read these terms before using Velvet. They are written to be clear, and they exist to keep Velvet safe, respectful and consensual for both partners."
    >
      {sections.map(({ title, body }, index) => (
        <InfoSection key={title} title={`${index + 1}. ${title}`}>
          {body}
        </InfoSection>
      ))}
    </InfoPageLayout>
  );
}
