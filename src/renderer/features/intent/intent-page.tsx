import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { INTENT_MESSAGES } from '@shared/domain/intent';
import { RetryAlert } from '../../components/retry-alert';
import { useSignedInSession } from '../../lib/session';
import { useComfortLevels, useIntentOptions, useMyIntent, useSaveIntent } from './api';
import { IntentForm } from './intent-form';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const loadFailed = (error: unknown) => INTENT_MESSAGES.loadFailed(reasonOf(error));

const loadingForm = (
  <Stack gap="lg" aria-busy="true">
    <VisuallyHidden>Loading your preferences…</VisuallyHidden>
    <Skeleton height={220} radius="md" />
    <Skeleton height={260} radius="md" />
    <Skeleton height={160} radius="md" />
  </Stack>
);

/** The form once its three reads are in: the choices, the comfort levels and the saved intent. */
function IntentEditor() {
  const session = useSignedInSession();
  const options = useIntentOptions();
  const levels = useComfortLevels();
  const mine = useMyIntent();
  const saveIntent = useSaveIntent();

  // The comfort levels and the saved intent are the player's data: one alert for either.
  const dataFailed = [levels, mine].filter((query) => query.status === 'error');
  if (options.status === 'error' || dataFailed.length > 0) {
    return (
      <Stack gap="sm">
        {options.status === 'error' && (
          <RetryAlert title={INTENT_MESSAGES.optionsFailed} onRetry={options.retry} />
        )}
        {dataFailed.length > 0 && (
          <RetryAlert
            title={loadFailed(dataFailed[0]!.error)}
            onRetry={() => dataFailed.forEach((query) => query.retry())}
          />
        )}
      </Stack>
    );
  }
  if (!options.data || !levels.data || !mine.data) return loadingForm;

  return (
    <IntentForm
      intent={mine.data}
      choices={options.data}
      levels={levels.data}
      onSave={(values) =>
        saveIntent.mutateAsync({
          // Intent is each player's own; the couple is noted when there is one.
          body: { ...values, ...(session.coupleId ? { coupleId: session.coupleId } : {}) },
        })
      }
    />
  );
}

/** /playerIntent: what the player looks for, their comfort level and what to avoid. */
export function IntentPage() {
  return (
    <Stack gap="lg" maw={860}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm" c="dimmed">
          These preferences are private to you: your partner never sees them. Velvet uses them to
          shape the adventures, tasks and dares it suggests for the two of you.
        </Text>
      </Group>
      <IntentEditor />
    </Stack>
  );
}
