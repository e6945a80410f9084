import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Experience } from '@shared/api/adventures';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { FailureAlert } from '../../components/failure-alert';
import { paths } from '../../config/paths';
import { useExperienceTypes, useGenerateExperience, useSurveyStatus } from './api';
import { AccessoriesField, TypeChoiceField, type TypeChoice } from './generate-choices';
import { generateFailure, generateProblem } from './generate-failure';
import { ADVENTURE_TEXTS } from './messages';

const DEFAULT_TYPES: TypeChoice[] = DEFAULT_EXPERIENCE_TYPES.map((type) => ({
  type,
  description: '',
}));

function SurveysNeeded() {
  return (
    <Alert role="status" color="yellow" variant="light" title={ADVENTURE_TEXTS.surveysNeeded}>
      <Button
        component={Link}
        to={paths.survey.getHref()}
        size="xs"
        variant="white"
        leftSection={<IconClipboardList size={16} aria-hidden />}
      >
        Go to Survey
      </Button>
    </Alert>
  );
}

/**
 * The Generate Adventure tab: a type and the accessories at hand, then a new draft led by the
 * caller. It needs both surveys complete, which the survey status tells before the server does.
 */
export function GeneratePanel({
  coupleId,
  onGenerated,
}: {
  coupleId: string;
  onGenerated: (experience: Experience) => void;
}) {
  const types = useExperienceTypes();
  const survey = useSurveyStatus(coupleId);
  const generate = useGenerateExperience();
  const [type, setType] = useState<string | null>(null);
  const [accessories, setAccessories] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // The staff's types; the six defaults when they cannot be read.
  let choices: TypeChoice[] | null = null;
  if (types.status === 'success') choices = types.data.length > 0 ? types.data : DEFAULT_TYPES;
  else if (types.status === 'error') choices = DEFAULT_TYPES;
  const bothComplete = survey.status === 'success' ? survey.data.bothComplete : null;

  function submit() {
    generate.reset();
    const found = generateProblem({ type, coupleId, bothComplete });
    setProblem(found);
    if (found || !type) return;
    // The promise: generating switches to the Draft tab, which unmounts this panel.
    generate
      .mutateAsync({
        body: { coupleId, type, options: {}, selectedAccessories: accessories },
      })
      .then(onGenerated, () => undefined); // a failure shows through generate.isError
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Choose a kind of adventure. You lead it: you see everything, and your partner gets a teaser
        once you send it.
      </Text>
      {bothComplete === false && <SurveysNeeded />}
      <TypeChoiceField
        types={choices}
        value={type}
        onChange={(next) => {
          setType(next);
          setProblem(null);
        }}
      />
      <AccessoriesField value={accessories} onChange={setAccessories} />
      {problem && <FailureAlert>{problem}</FailureAlert>}
      {generate.isError && <FailureAlert>{generateFailure(generate.error)}</FailureAlert>}
      <Group>
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={generate.isPending}
          onClick={submit}
        >
          Generate
        </Button>
      </Group>
    </Stack>
  );
}
