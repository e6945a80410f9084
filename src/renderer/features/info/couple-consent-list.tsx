import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The promises every public page makes about couples, consent and data. */
export const coupleConsentFacts = [
  'Both partners need their own account, and both must consent to taking part.',
  'Only the account holder can invite a partner to connect.',
  'Either partner can end the connection at any time.',
  'Velvet is for adults only: you must be 18 or older.',
  'Your data is shared only with your partner, and it is never sold.',
];

export function CoupleConsentList() {
  return (
    <List
      spacing="xs"
      center
      icon={
        <ThemeIcon size={22} radius="xl" variant="light">
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {coupleConsentFacts.map((fact) => (
        <List.Item key={fact}>{fact}</List.Item>
      ))}
    </List>
  );
}
