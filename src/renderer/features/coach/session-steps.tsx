import { useState } from 'react';
import { Badge, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconMessageQuestion, IconX } from '@tabler/icons-react';
import type { CoachSession } from '@shared/api/coach';
import { SESSION_ANSWER_MAX_LENGTH, SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { ActionError } from '../../components/action-error';
import { QuotedText } from '../../components/quoted-text';
import { COACH_TEXTS, STATUS_LABELS } from './messages';

/** The step under way, so its button shows it is working and the others wait. */
export type SessionStep = 'question' | 'answer' | 'complete';

/** A step that failed: its fixed title (COACH_MESSAGES) and the error with the server's reason. */
export interface StepFailure {
  title: string;
  error: unknown;
}

export interface SessionStepsProps {
  session: CoachSession;
  pending: SessionStep | null;
  failure: StepFailure | null;
  onQuestion: () => void;
  /** Resolves true once the answer is saved; the typed text stays otherwise. */
  onAnswer: (answer: string) => Promise<boolean>;
  onComplete: () => void;
  onClose: () => void;
}

/** The questions asked so far with the player's answers, oldest first. */
function AnsweredList({ session }: { session: CoachSession }) {
  const answers = session.previousAnswers ?? [];
  if (answers.length === 0) return null;
  return (
    <List type="ordered" spacing="sm" aria-label="Your answers so far">
      {answers.map((item) => (
        <List.Item key={item.questionId}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.question}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.answer}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function AnswerForm({
  question,
  pending,
  held,
  onAnswer,
}: {
  question: string;
  /** The answer is on its way. */
  pending: boolean;
  /** Another step is under way. */
  held: boolean;
  onAnswer: SessionStepsProps['onAnswer'];
}) {
  const [draft, setDraft] = useState('');
  const answer = draft.trim();
  async function submit() {
    if (!answer || pending || held) return;
    if (await onAnswer(answer)) setDraft('');
  }
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Question
      </Text>
      <QuotedText>{question}</QuotedText>
      <Textarea
        label={COACH_TEXTS.answerLabel}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        readOnly={pending}
        maxLength={SESSION_ANSWER_MAX_LENGTH}
        rows={4}
      />
      <Group>
        <Button onClick={() => void submit()} disabled={!answer || held} loading={pending}>
          Submit answer
        </Button>
      </Group>
    </Stack>
  );
}

function CompleteButton({
  pending,
  onComplete,
  variant = 'filled',
}: {
  pending: SessionStep | null;
  onComplete: () => void;
  variant?: 'filled' | 'default';
}) {
  return (
    <Button
      variant={variant}
      leftSection={<IconCheck size={16} aria-hidden />}
      onClick={onComplete}
      loading={pending === 'complete'}
      disabled={pending !== null && pending !== 'complete'}
    >
      Complete session
    </Button>
  );
}

/** What the player can do next, by the session's state. */
function NextStep({ session, pending, onQuestion, onAnswer, onComplete }: SessionStepsProps) {
  const answered = session.previousAnswers?.length ?? 0;
  const busy = pending !== null;
  switch (session.status) {
    case 'started':
      return (
        <Group>
          <Button
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            onClick={onQuestion}
            loading={pending === 'question'}
            disabled={busy && pending !== 'question'}
          >
            Get question
          </Button>
        </Group>
      );
    case 'question_generated':
      // Once something is answered the player may also stop here, leaving this question open.
      return (
        <Stack gap="sm">
          <AnswerForm
            key={session.questionId}
            question={session.question ?? ''}
            pending={pending === 'answer'}
            held={busy && pending !== 'answer'}
            onAnswer={onAnswer}
          />
          {answered > 0 && (
            <Group>
              <CompleteButton pending={pending} onComplete={onComplete} variant="default" />
            </Group>
          )}
        </Stack>
      );
    case 'answered':
      return (
        <Stack gap="sm">
          {answered >= SESSION_MAX_QUESTIONS && <Text size="sm">{COACH_TEXTS.maxQuestions}</Text>}
          <Group>
            {answered < SESSION_MAX_QUESTIONS && (
              <Button
                variant="light"
                leftSection={<IconMessageQuestion size={16} aria-hidden />}
                onClick={onQuestion}
                loading={pending === 'question'}
                disabled={busy && pending !== 'question'}
              >
                Next question
              </Button>
            )}
            <CompleteButton pending={pending} onComplete={onComplete} />
          </Group>
        </Stack>
      );
    case 'completed':
      return (
        <Stack gap="xs">
          <Title order={5}>{COACH_TEXTS.summaryTitle}</Title>
          <QuotedText>{session.summary ?? ''}</QuotedText>
        </Stack>
      );
  }
}

/** One of the player's own sessions, step by step: question, answer, … then the summary. */
export function SessionSteps(props: SessionStepsProps) {
  const { session, failure, onClose } = props;
  return (
    <Paper
      component="section"
      aria-label={`Session: ${session.activityName}`}
      withBorder
      radius="md"
      p="md"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} miw={0}>
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              {session.activityName}
            </Title>
            <Badge variant="light" tt="none">
              {STATUS_LABELS[session.status]}
            </Badge>
          </Stack>
          <Button
            variant="subtle"
            size="xs"
            flex="none"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClose}
          >
            Close
          </Button>
        </Group>
        <AnsweredList session={session} />
        <NextStep {...props} />
        {failure && <ActionError title={failure.title} error={failure.error} />}
      </Stack>
    </Paper>
  );
}
