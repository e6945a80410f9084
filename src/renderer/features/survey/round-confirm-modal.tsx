import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ROUND_TEXTS } from './messages';

interface RoundConfirmModalProps {
  opened: boolean;
  /** True when the change starts a new round for the couple, not only a new submission. */
  startsNewRound: boolean;
  /** True when the change is a round of its own, made apart from a partner the player had. */
  roundApart: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before the first change to a submitted survey: what changing an answer does. The
 * dialog is named by its title and described by its text; Escape and Keep my answers leave
 * every answer as it was.
 */
export function RoundConfirmModal({
  opened,
  startsNewRound,
  roundApart,
  onConfirm,
  onCancel,
}: RoundConfirmModalProps) {
  const [title, lines] = startsNewRound
    ? [ROUND_TEXTS.newRoundTitle, ROUND_TEXTS.newRound]
    : roundApart
      ? [ROUND_TEXTS.newRoundTitle, ROUND_TEXTS.roundApart]
      : [ROUND_TEXTS.changeTitle, ROUND_TEXTS.change];
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Stack gap="xs">
          {lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {ROUND_TEXTS.cancel}
          </Button>
          <Button onClick={onConfirm}>{ROUND_TEXTS.confirm}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
