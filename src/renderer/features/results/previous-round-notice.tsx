import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { RESULTS_MESSAGES } from './messages';

/**
 * Shown while a new round of the survey is under way: the results on the page are those of
 * the last round both partners completed.
 */
export function PreviousRoundNotice() {
  return (
    <Alert role="status" color="blue" variant="light" icon={<IconHistory aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{RESULTS_MESSAGES.previousRound}</Text>
        <Button
          component={Link}
          to={paths.survey.getHref()}
          size="xs"
          variant="light"
          leftSection={<IconClipboardList size={16} aria-hidden />}
        >
          Go to Survey
        </Button>
      </Stack>
    </Alert>
  );
}
