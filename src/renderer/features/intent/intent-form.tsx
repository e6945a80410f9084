import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Intent } from '@shared/api/intent';
import { clampComfortLevel, INTENT_MESSAGES, type IntentValues } from '@shared/domain/intent';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { ComfortLevelField, type ComfortLevels } from './comfort-level-field';
import { IntentChoiceField, type IntentChoices, type IntentFormState } from './intent-choice-field';

interface IntentFormProps {
  intent: Intent;
  choices: IntentChoices;
  levels: ComfortLevels;
  /** Saves the values; rejects with the reason when the save fails. */
  onSave: (values: IntentValues) => Promise<unknown>;
}

const only = (values: readonly string[], choices: readonly string[]) =>
  values.filter((value) => choices.includes(value));
const oneOf = (value: string | null, choices: readonly string[]) =>
  value !== null && choices.includes(value) ? value : null;

/** The saved intent as the form edits it: choices no longer offered dropped, the level in range. */
export function formValuesOf(
  intent: Intent,
  choices: IntentChoices,
  levels: ComfortLevels,
): IntentValues {
  return {
    lookingFor: only(intent.lookingFor, choices.lookingFor),
    comfortLevel: clampComfortLevel(intent.comfortLevel, levels),
    focusAreas: only(intent.focusAreas, choices.focusAreas),
    comfortZone: oneOf(intent.comfortZone, choices.comfortZones),
    avoidCategories: only(intent.avoidCategories, choices.avoidCategories),
    experienceStyle: only(intent.experienceStyle, choices.experienceStyles),
    challengePreference: oneOf(intent.challengePreference, choices.challengePreferences),
    tonePreference: oneOf(intent.tonePreference, choices.tonePreferences),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="lg">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The player's intent preferences. What is chosen stays on the form whatever the save's
 * outcome, so a failed save loses nothing.
 */
export function IntentForm({ intent, choices, levels, onSave }: IntentFormProps) {
  const [values, setValues] = useState(() => formValuesOf(intent, choices, levels));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const set =
    <K extends keyof IntentValues>(key: K) =>
    (value: IntentValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const form: IntentFormState = { choices, values, set };

  function save() {
    setNotice(null);
    setSaving(true);
    onSave(values)
      .then(
        () => setNotice({ tone: 'success', text: INTENT_MESSAGES.saved }),
        (error: unknown) =>
          setNotice({
            tone: 'error',
            text: INTENT_MESSAGES.saveFailed(
              error instanceof Error ? error.message : String(error),
            ),
          }),
      )
      .finally(() => setSaving(false));
  }

  return (
    <Stack gap="lg">
      <Section id="intent-looking-for" title="What you are looking for">
        <IntentChoiceField form={form} field="lookingFor" label="Looking for" />
        <IntentChoiceField form={form} field="focusAreas" label="Focus areas" />
      </Section>
      <Section id="intent-comfort" title="Comfort">
        <ComfortLevelField
          levels={levels}
          value={values.comfortLevel}
          onChange={set('comfortLevel')}
        />
        <IntentChoiceField form={form} field="comfortZone" label="Comfort zone" />
        <IntentChoiceField form={form} field="challengePreference" label="Challenge preference" />
      </Section>
      <Section id="intent-boundaries" title="What to avoid">
        <IntentChoiceField
          form={form}
          field="avoidCategories"
          label="Hard Boundaries"
          description="Velvet keeps everything on this list out of what it suggests for the two of you."
        />
      </Section>
      <Section id="intent-style" title="Style and tone">
        <IntentChoiceField form={form} field="experienceStyle" label="Experience style" />
        <IntentChoiceField form={form} field="tonePreference" label="Tone" />
      </Section>
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      <Group>
        <Button onClick={save} loading={saving}>
          Save Preferences
        </Button>
      </Group>
    </Stack>
  );
}
