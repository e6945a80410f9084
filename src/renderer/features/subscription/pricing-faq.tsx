import { useId } from 'react';
import { Accordion, Box, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@shared/domain/tiers';
import { freeFeaturesText } from './plans';

const faqs = [
  {
    value: 'trial-length',
    question: 'How long is the free trial?',
    answer: `${TRIAL_DAYS} days with every feature, and no credit card needed. It starts when your couple is set up, that is when you invite your partner.`,
  },
  {
    value: 'trial-end',
    question: 'What happens when the trial ends?',
    answer: `Your ${freeFeaturesText()} stay available, so you never lose what you found together. Everything else pauses until you choose Basic or Annual.`,
  },
  {
    value: 'change-plans',
    question: 'Can we change plans later?',
    answer:
      'Yes. Choose another plan on this page at any time and the change applies to your couple right away. You and your partner share one plan.',
  },
  {
    value: 'money-back',
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Once payments start, your first purchase comes with a 7-day money-back guarantee.',
  },
  {
    value: 'payment',
    question: 'How do we pay?',
    answer:
      "Payment integration is coming soon. Until then, choosing a plan switches your couple's plan right away, with no charge.",
  },
];

/** The pricing page's frequently asked questions. */
export function PricingFaq() {
  const faqHeading = useId();
  return (
    <Box component="section" aria-labelledby={faqHeading} mt="xl">
      <Title order={2} size="h3" id={faqHeading} mb="sm">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" order={3}>
        {faqs.map((faq) => (
          <Accordion.Item key={faq.value} value={faq.value}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{faq.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Box>
  );
}
