import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { FailureAlert } from '../../components/failure-alert';
import { paths } from '../../config/paths';
import type { Choice } from './plan-card';
import { statusLines, switchedText } from './plans';

/** Why choosing a plan failed. */
export function ChoiceError({ choice }: { choice: Choice }) {
  if (choice.status !== 'error') return null;
  return <FailureAlert title={choice.message} />;
}

/** The new status after a plan change, with the way back to the dashboard. */
export function ChoiceSuccess({ subscription }: { subscription: SubscriptionStatus }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-teal-light)">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden>
          <IconCircleCheck size={18} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{switchedText(subscription)}</Text>
          {statusLines(subscription).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <div>
            <Button component={Link} to={paths.dashboard.getHref()} size="xs" variant="light">
              Go to your dashboard
            </Button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}
