import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { QuickTask } from '@shared/api/quicktasks';
import { TASK_NOTES_MAX_LENGTH } from '@shared/domain/quicktasks';
import { browserTimeZone } from '../../lib/time-zone';
import { ActionError } from '../../components/action-error';
import { useConfirmTask, useStartTask } from './api';
import { TASK_MESSAGES } from './messages';

interface TaskActionsProps {
  task: QuickTask;
  /** Called with the points once both partners have confirmed. */
  onCompleted: (points: number) => void;
  /**
   * Where the task is one line among others: the optional notes open only when asked for, and
   * the partner's confirmation goes unsaid (the line above says whose turn it is).
   */
  compact?: boolean;
}

/** Start for a pending task; Confirm (with optional notes) once started; then the wait. */
export function TaskActions({ task, onCompleted, compact = false }: TaskActionsProps) {
  const start = useStartTask();
  const confirm = useConfirmTask();
  const [notes, setNotes] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [notesOpen, setNotesOpen] = useState(!compact);

  if (task.status === 'pending') {
    return (
      <Stack gap="xs">
        {start.isError && <ActionError title={TASK_MESSAGES.startFailed} error={start.error} />}
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={start.isPending}
            onClick={() => start.mutate({ params: { id: task.id } })}
          >
            Start
          </Button>
        </Group>
      </Stack>
    );
  }

  if (waiting || task.confirmedByMe) {
    return (
      <Text size="sm" role="status" fw={500}>
        {TASK_MESSAGES.waitingForPartner}
      </Text>
    );
  }

  function submit() {
    const trimmed = notes.trim();
    // The promise, not the mutate callback: completing the task refetches the open task, which
    // unmounts these actions before a callback bound to them could run; the card stays.
    confirm
      .mutateAsync({
        params: { id: task.id },
        body: { ...(trimmed ? { notes: trimmed } : {}), timeZone: browserTimeZone() },
      })
      .then(
        (result) => {
          if (result.status === 'completed') onCompleted(result.pointsEarned);
          else setWaiting(true);
        },
        () => undefined, // shown through confirm.isError
      );
  }

  return (
    <Stack gap="xs">
      {task.confirmedByPartner && !compact && (
        <Text size="sm">Your partner has confirmed. Confirm to complete it together.</Text>
      )}
      {notesOpen && (
        <Textarea
          label="Notes (optional)"
          description="How did it go?"
          rows={2}
          maxLength={TASK_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      )}
      {confirm.isError && <ActionError title={TASK_MESSAGES.confirmFailed} error={confirm.error} />}
      <Group>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={confirm.isPending}
          onClick={submit}
        >
          Confirm
        </Button>
        {!notesOpen && (
          <Button variant="subtle" onClick={() => setNotesOpen(true)}>
            Add a note
          </Button>
        )}
      </Group>
    </Stack>
  );
}
