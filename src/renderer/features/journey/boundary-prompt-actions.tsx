import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ActionError } from '../../components/action-error';
import { paths } from '../../config/paths';
import { useDismissBoundaryPrompt } from './api';
import { JOURNEY_MESSAGES } from './messages';

/**
 * The answers to the prompt to add one's own boundaries: add them (a link to the boundaries
 * page, left out where that page is already open) or Not now, which puts the prompt away.
 */
export function BoundaryPromptActions({
  coupleId,
  withLink = true,
}: {
  coupleId: string;
  withLink?: boolean;
}) {
  const dismiss = useDismissBoundaryPrompt();
  return (
    <>
      {dismiss.isError && (
        <ActionError title={JOURNEY_MESSAGES.dismissFailed} error={dismiss.error} />
      )}
      <Group gap="sm">
        {withLink && (
          <Button component={Link} to={paths.boundaries.getHref()} size="xs">
            Add my boundaries
          </Button>
        )}
        <Button
          variant="subtle"
          size="xs"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate({ params: { id: coupleId } })}
        >
          Not now
        </Button>
      </Group>
    </>
  );
}
