import { useEffect, useRef, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { COACH_MESSAGES } from '@shared/domain/coach';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import {
  useAnswerSession,
  useCoachSession,
  useCoachSessions,
  useCompleteSession,
  useSessionQuestion,
  useStartCoachSession,
  useWelcomedActivities,
} from './api';
import { COACH_TEXTS } from './messages';
import { SessionList } from './session-list';
import { SessionSteps, type SessionStep, type StepFailure } from './session-steps';
import { StartSessionForm, type WelcomedActivity } from './start-session-form';
import { isTierRefusal } from './tier-refusal';

/** Tells the screen when a read was refused for the couple's plan. */
function useRefusalOf(error: unknown, onTierRefused: () => void) {
  useEffect(() => {
    if (isTierRefusal(error)) onTierRefused();
  }, [error, onTierRefused]);
}

const STEP_FAILURES: Record<SessionStep, string> = {
  question: COACH_MESSAGES.questionFailed,
  answer: COACH_MESSAGES.answerFailed,
  complete: COACH_MESSAGES.completeFailed,
};

/** The session the player opened, read from the server and moved on step by step. */
function ActiveSession({
  id,
  playerId,
  askFirst,
  onClose,
  onTierRefused,
}: {
  id: string;
  playerId: string;
  /** A session the player has just started: its first question is asked for them. */
  askFirst: boolean;
  onClose: () => void;
  onTierRefused: () => void;
}) {
  const session = useCoachSession(id);
  const question = useSessionQuestion();
  const answer = useAnswerSession();
  const complete = useCompleteSession();
  const [pending, setPending] = useState<SessionStep | null>(null);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  useRefusalOf(session.error, onTierRefused);
  const asked = useRef(false);
  const started = session.data?.status === 'started';

  async function run(step: SessionStep, call: () => Promise<unknown>): Promise<boolean> {
    setPending(step);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      if (isTierRefusal(error)) onTierRefused();
      setFailure({ title: STEP_FAILURES[step], error });
      return false;
    } finally {
      setPending(null);
    }
  }

  // Starting a session means wanting its first question: no extra "Get question" click.
  useEffect(() => {
    if (!askFirst || !started || asked.current) return;
    asked.current = true;
    void run('question', () => question.mutateAsync({ params: { sessionId: id } }));
    // run and the mutation are stable for this session; the first question is asked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askFirst, started, id]);

  return (
    <QueryState query={session} errorTitle={COACH_MESSAGES.fetchSessionFailed}>
      {(loaded) => (
        <SessionSteps
          session={loaded}
          pending={pending}
          failure={failure}
          onQuestion={() =>
            void run('question', () => question.mutateAsync({ params: { sessionId: id } }))
          }
          onAnswer={(text) =>
            run('answer', () =>
              answer.mutateAsync({
                body: {
                  sessionId: id,
                  questionId: loaded.questionId ?? '',
                  playerId,
                  answer: text,
                },
              }),
            )
          }
          onComplete={() => void run('complete', () => complete.mutateAsync({ params: { id } }))}
          onClose={onClose}
        />
      )}
    </QueryState>
  );
}

/**
 * Guided sessions: start one on an activity both welcomed, work through it, and see the couple's
 * sessions (the partner's without their content).
 */
export function GuidedSessions({
  coupleId,
  playerId,
  canStart,
  onTierRefused,
}: {
  coupleId: string;
  playerId: string;
  /** Whether the plan lets the couple start a session; the ones it has stay readable. */
  canStart: boolean;
  onTierRefused: () => void;
}) {
  const activities = useWelcomedActivities(coupleId);
  const sessions = useCoachSessions(coupleId);
  const start = useStartCoachSession();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [justStarted, setJustStarted] = useState<string | null>(null);
  useRefusalOf(sessions.error, onTierRefused);
  useRefusalOf(start.error, onTierRefused);

  function startOn(activity: WelcomedActivity) {
    start
      .mutateAsync({
        params: { coupleId },
        body: { activityId: activity.activityId, activityName: activity.activityName, playerId },
      })
      .then(
        (session) => {
          setJustStarted(session.id);
          setActiveId(session.id);
        },
        () => undefined,
      ); // shown through start.error
  }

  return (
    <SectionCard id="coach-sessions" title={COACH_TEXTS.sessionsTitle}>
      <Text size="sm" c="dimmed">
        {COACH_TEXTS.sessionsIntro}
      </Text>
      {canStart ? (
        <QueryState query={activities} errorTitle={COACH_TEXTS.activitiesFailed}>
          {(loaded) => (
            <StartSessionForm
              activities={loaded}
              starting={start.isPending}
              error={start.error}
              onStart={startOn}
            />
          )}
        </QueryState>
      ) : (
        <Text size="sm">{COACH_TEXTS.newSessionNeedsPlan}</Text>
      )}
      {activeId === null ? (
        <Stack gap={2}>
          <Text fw={600}>{COACH_MESSAGES.noActiveSession}</Text>
          <Text size="sm" c="dimmed">
            {COACH_TEXTS.noSessionHint}
          </Text>
        </Stack>
      ) : (
        <ActiveSession
          key={activeId}
          id={activeId}
          playerId={playerId}
          askFirst={justStarted === activeId}
          onClose={() => setActiveId(null)}
          onTierRefused={onTierRefused}
        />
      )}
      <Stack gap="xs">
        <Title order={4}>{COACH_TEXTS.sessionListTitle}</Title>
        <QueryState query={sessions} errorTitle={COACH_MESSAGES.fetchSessionsFailed}>
          {(loaded) => <SessionList sessions={loaded} activeId={activeId} onOpen={setActiveId} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
