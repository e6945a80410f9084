import { Button, Group, Radio, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { DareOption } from '@shared/api/dares';
import { DARE_CUSTOM_TEXT_MAX_LENGTH, DARE_MESSAGES } from '@shared/domain/dares';
import { ActionError } from '../../components/action-error';
import { DARE_TEXTS, pointsText } from './messages';

/** The radio value of "Write my own"; a candidate's is its option id (a uuid). */
export const OWN_WORDS = 'own-words';

/** The candidates as the form holds them: being fetched, failed, or fetched. */
export type DareOptionsState =
  | { status: 'idle' | 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: DareOption[] };

const loadingOptions = (
  <Stack gap="sm" aria-busy="true" aria-label={DARE_TEXTS.loadingOptions}>
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} height={40} />
    ))}
  </Stack>
);

/**
 * The three candidates of the chosen difficulty, and "Write my own" with its text box: one
 * radio group, so arrow keys move between them and a screen reader hears each dare whole.
 * "Show three others" asks for new candidates; after a failure it tries again.
 */
export function DareChoiceField({
  options,
  value,
  onChange,
  ownText,
  onOwnTextChange,
  onShowOthers,
  error,
}: {
  options: DareOptionsState;
  value: string | null;
  onChange: (value: string) => void;
  ownText: string;
  onOwnTextChange: (text: string) => void;
  onShowOthers: () => void;
  error: string | null;
}) {
  if (options.status === 'idle') return null;
  const candidates = options.status === 'success' ? options.data : [];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={DARE_TEXTS.chooseLabel}
        description={DARE_TEXTS.chooseHint}
        value={value}
        onChange={onChange}
        error={error ?? undefined}
        withAsterisk
      >
        <Stack gap="sm" mt="xs">
          {options.status === 'pending' && loadingOptions}
          {options.status === 'error' && (
            <ActionError title={DARE_MESSAGES.optionsFailed} error={options.error} />
          )}
          {candidates.map((option) => (
            <Radio
              key={option.optionId}
              value={option.optionId}
              label={option.dareText}
              description={pointsText(option.points)}
            />
          ))}
          <Radio value={OWN_WORDS} label={DARE_TEXTS.ownWords} />
        </Stack>
      </Radio.Group>
      {value === OWN_WORDS && (
        <Textarea
          label={DARE_TEXTS.ownWordsField}
          description={DARE_TEXTS.ownWordsHint}
          value={ownText}
          onChange={(event) => onOwnTextChange(event.currentTarget.value)}
          maxLength={DARE_CUSTOM_TEXT_MAX_LENGTH}
          rows={3}
        />
      )}
      <Group justify="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={options.status === 'pending'}
          onClick={onShowOthers}
        >
          {options.status === 'error' ? DARE_TEXTS.retryOptions : DARE_TEXTS.showOthers}
        </Button>
      </Group>
      {/* Present from the start, so the count is read out each time new dares arrive. */}
      <Text size="xs" c="dimmed" aria-live="polite">
        {options.status === 'success' ? DARE_TEXTS.optionsShown(candidates.length) : ''}
      </Text>
    </Stack>
  );
}
